import { AUTH_MESSAGES, RESET_MESSAGES } from '@common/auth';
import type { KeyOf, TFunction } from '@/lib/i18n/i18next';

/**
 * The shared schemas (common/auth.ts) word their form messages in English, as the server does; in
 * the browser a message checked before sending is shown in the page's language. A sentence this
 * does not know (the zod error map's, already in the page's language) is shown as it is.
 */
const KNOWN = new Map<string, KeyOf<'auth'>>([
  ...Object.entries(AUTH_MESSAGES).map(([key, text]) => [text, `messages.${key as keyof typeof AUTH_MESSAGES}`] as const),
  [RESET_MESSAGES.invalid, 'messages.resetInvalid'],
  ['Password must be at most 200 characters long', 'messages.passwordMax'],
]);

export function authMessage(message: string, t: TFunction<'auth'>): string {
  const key = KNOWN.get(message);
  if (key) return t(key);
  const tooLong = /^Please keep this under (\d+) characters$/.exec(message);
  return tooLong ? t('messages.tooLong', { max: tooLong[1]! }) : message;
}
