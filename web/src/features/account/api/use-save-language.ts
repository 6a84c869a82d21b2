import { useQueryClient } from '@tanstack/react-query';
import { shellEndpoints } from '@common/shell-endpoints';
import { callUnparsed } from '@/lib/api-client';
import { USER_KEY } from '@/lib/signed-out';
import type { Language } from '@/lib/i18n/language';

/**
 * Saves a signed-in member's language on the account (their e-mails follow it): accountApi.language,
 * read unparsed as the header's language switch is on the first paint (decision 072). The saved
 * account becomes the signed-in user; a failure is only logged by the caller's choice.
 */
export function useSaveLanguage() {
  const client = useQueryClient();
  return async (language: Language) => {
    const saved = await callUnparsed(shellEndpoints.account.language, { body: { language } });
    client.setQueryData(USER_KEY, saved);
    return saved;
  };
}
