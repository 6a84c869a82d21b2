import { REGISTRATION_MESSAGES } from '@common/registration';
import type { TFunction } from '@/lib/i18n/i18next';

type MessageKey = keyof typeof REGISTRATION_MESSAGES;
const KEYS = Object.keys(REGISTRATION_MESSAGES) as MessageKey[];

/** One of the registration rules' messages (common/registration.ts) in the reader's language. */
export const registrationText = (key: MessageKey, t: TFunction<'checkout'>) => t(`registration.messages.${key}`);

/**
 * A field's validation message in the reader's language: the registration rules word their own
 * messages in English, so those are looked up; anything else (zod's own sentences) is shown as is.
 */
export function registrationError(message: string | undefined, t: TFunction<'checkout'>): string | undefined {
  if (!message) return undefined;
  const key = KEYS.find((k) => REGISTRATION_MESSAGES[k] === message);
  return key ? registrationText(key, t) : message;
}
