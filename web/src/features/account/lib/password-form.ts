import { z } from 'zod';
import { passwordChangeSchema } from '@common/auth';

/** The change-password form: the API's fields, and the new password typed twice. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The new passwords do not match' });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
