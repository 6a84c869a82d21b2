import { use } from 'react';
import type { TFunction } from '@/lib/i18n/i18next';
import { useLanguage, type Language } from '@/lib/i18n/language';
import { textOf } from '@/lib/i18n/lookup';
import en from '@/locales/en/home.json';

/**
 * The home page's own `useT`, with the same shape as '@/lib/i18n/i18next''s but without i18next:
 * the signed-out home page has a JavaScript budget (docs/performance.md, 120 KB gzip, counting the
 * sections under the hero that load once the page is idle), and i18next with react-i18next would
 * take about 17 KB of it. The English strings come with the sections' chunk; the Spanish file is
 * its own small chunk, and the sections wait for it (their Suspense placeholder) rather than show
 * English. Placeholders `{{name}}` and `_one` / `_other` plurals with `count`, as i18next reads them.
 */
type Messages = Record<string, unknown>;

const loaded: Partial<Record<Language, Messages>> = { en };
const loading = new Map<Language, Promise<void>>();

function load(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = import('@/locales/es/home.json').then(
      (m) => {
        loaded[lang] = m.default;
      },
      // The chunk did not arrive (offline): English for this visit rather than an error page.
      () => {
        loaded[lang] = en;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** A key's text in one language's strings (the key itself when missing). */
export const homeText = (messages: Messages, lang: Language, key: string, values?: Record<string, string | number>): string =>
  textOf(messages, lang, key, values) ?? key;

/** The home page sections' translate function and the language (suspends while the Spanish strings load). */
export function useT(_namespace: 'home'): { t: TFunction<'home'>; language: Language } {
  const language = useLanguage();
  if (!loaded[language]) use(load(language));
  const messages = loaded[language] ?? en;
  return { t: (key, values) => homeText(messages, language, key, values), language };
}
