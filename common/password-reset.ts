import { z } from 'zod';
import { AUTH_MESSAGES, emailField, PASSWORD_MIN } from './auth.ts';
import { rawText, text } from './input.ts';

/** Forgot password (issue 16): how long an e-mailed link works. */
export const RESET_LINK_MINUTES = 60;

export const RESET_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  sent: 'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 1 hour.',
  invalid: 'This link to reset your password is not valid, or was already used. Please ask for a new one.',
  expired: 'This link to reset your password has expired. Please ask for a new one.',
  done: 'Your password was changed and every device was signed out. Please log in with your new password.',
  tooMany: 'Too many reset requests. Please try again in a few minutes.',
} as const;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: text({ error: RESET_MESSAGES.invalid }).min(1, RESET_MESSAGES.invalid).max(100, RESET_MESSAGES.invalid),
  password: rawText({ error: AUTH_MESSAGES.passwordLength })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
    .max(200, 'Password must be at most 200 characters long'),
});
