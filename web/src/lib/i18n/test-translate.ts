import type { TFunction } from '@/lib/i18n/i18next';
import type { Namespaces } from '@/locales/namespaces';
import { textOf } from './lookup';

/**
 * For unit tests of helpers that take a translate function: a namespace's English file read the
 * way i18next reads it (nested keys, {{placeholders}}, _one/_other plurals chosen by count).
 */
export function englishT<N extends keyof Namespaces>(messages: Namespaces[N]): TFunction<N> {
  return (key, values) => {
    const text = textOf(messages, 'en', key, values);
    if (text === undefined) throw new Error(`No English text for ${key}`);
    return text;
  };
}
