import { ACCOUNT_DATA_MESSAGES } from '@common/account-data';
import { AUTH_MESSAGES } from '@common/auth';
import { INPUT_MESSAGES } from '@common/input';
import { REGISTRATION_MESSAGES } from '@common/registration';
import type { TFunction } from '@/lib/i18n/i18next';
import { PASSWORD_FORM_MESSAGES } from './password-form';

/** The contact details' rules are the athlete registration's (common/registration.ts), key for key. */
const CONTACT_KEYS = ['address', 'city', 'state', 'zip', 'emergencyName', 'emergencyPhone', 'relation', 'ageMin', 'ageMax', 'waiver'] as const;
type ContactKey = (typeof CONTACT_KEYS)[number];

type Key =
  'required' | 'email' | 'passwordLength' | 'passwordMax' | 'currentPassword' | 'wrongPassword' | 'confirmPassword' | 'mismatch' | 'badCharacters' | ContactKey;

/**
 * The account forms' rules (common/auth.ts, common/account-data.ts, common/registration.ts, the password form) word their
 * messages in English: each one's key in the account namespace (errors.*).
 */
const KEYS: Record<string, Key> = {
  [AUTH_MESSAGES.required]: 'required',
  [AUTH_MESSAGES.email]: 'email',
  [AUTH_MESSAGES.passwordLength]: 'passwordLength',
  'Password must be at most 200 characters long': 'passwordMax',
  [ACCOUNT_DATA_MESSAGES.passwordNeeded]: 'currentPassword',
  [ACCOUNT_DATA_MESSAGES.wrongPassword]: 'wrongPassword',
  [PASSWORD_FORM_MESSAGES.confirm]: 'confirmPassword',
  [PASSWORD_FORM_MESSAGES.mismatch]: 'mismatch',
  [INPUT_MESSAGES.badCharacters]: 'badCharacters',
  ...Object.fromEntries(CONTACT_KEYS.map((k) => [REGISTRATION_MESSAGES[k], k])),
};
const TOO_LONG = /^Please keep this under (\d+) characters$/;

/**
 * A field's message in the reader's language. A message we do not know (the server's, already in
 * the reader's language, or zod's own sentences) is shown as it is.
 */
export function fieldError(message: string | undefined, t: TFunction<'account'>): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  if (key) return t(`errors.${key}`);
  const long = TOO_LONG.exec(message);
  return long ? t('errors.tooLong', { max: Number(long[1]) }) : message;
}
