import { PROFILE_MESSAGES } from '@common/profiles';
import type { TFunction } from '@/lib/i18n/i18next';

/**
 * A sentence of common/profiles.ts (the form's own checks, the 409 fallback) in the page's
 * language; any other message (the server's, already in the member's language) as it is.
 */
export function profileMessage(message: string | undefined, t: TFunction<'profileEditor'>): string | undefined {
  switch (message) {
    case PROFILE_MESSAGES.displayName:
      return t('messages.displayName');
    case PROFILE_MESSAGES.slug:
      return t('messages.slug');
    case PROFILE_MESSAGES.slugTaken:
      return t('messages.slugTaken');
    case PROFILE_MESSAGES.graduationYear:
      return t('messages.graduationYear');
    default:
      return message;
  }
}
