import { useCallback } from 'react';
import { messageText } from '@common/messages/index';
import { useLanguage, type Language } from './language';

/**
 * A message from the shared contract in the page's language (decision 071). The shared schemas
 * word their messages as catalogue references (common/messages/), so a form shows its field errors
 * through this one function: a reference is worded in the page's language; any other text (zod's
 * own sentences from common/zod-messages.ts, already in the page's language, or a server answer,
 * already in the member's) is shown as it is.
 */
export const messageIn = (message: string, lang: Language): string => messageText(message, lang);

/** `messageIn` for the page's language; undefined stays undefined (a field without an error). */
export function useMessage() {
  const lang = useLanguage();
  return useCallback(
    <M extends string | undefined>(message: M) =>
      (message === undefined ? undefined : messageText(message, lang)) as M extends string ? string : string | undefined,
    [lang],
  );
}
