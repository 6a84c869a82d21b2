import { z } from 'zod';
import { passwordChangeSchema } from '@common/auth';
import { msg } from '@common/messages/index';

/** The change-password form: the API's fields, and the new password typed twice. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string().min(1, msg('account.confirmPassword')) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: msg('account.newPasswordsDiffer') });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
