import { z } from 'zod';
import { passwordChangeSchema } from '@common/auth';

/** The form's own rules' messages (English, the reference; shown through the account namespace). */
export const PASSWORD_FORM_MESSAGES = {
  confirm: 'Please confirm your new password',
  mismatch: 'The new passwords do not match',
} as const;

/** The change-password form: the API's fields, and the new password typed twice. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string().min(1, PASSWORD_FORM_MESSAGES.confirm) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_FORM_MESSAGES.mismatch });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
