import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Namespaces } from '@/locales/namespaces';
import { getLanguage, subscribeLanguage, type Language } from './language';

/**
 * The screens' translations (decision 025): one i18next instance for the app, loaded only by the
 * pages that use it (never the entry chunk). Each feature keeps its strings in its own namespace,
 * `src/locales/<language>/<namespace>.json`, and each file is its own lazily loaded chunk, so a
 * page downloads only its namespace in the current language.
 */
const bundles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, done) {
    const load = bundles[`../../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (messages) => done(null, messages),
      (error: Error) => done(error, null),
    );
  },
};

const app = i18next.createInstance();
void app
  .use(lazyFiles)
  .use(initReactI18next)
  .init({
    lng: getLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: [],
    interpolation: { escapeValue: false },
    // A page waits (its Suspense spinner) for its namespace rather than showing keys.
    react: { useSuspense: true },
  });
subscribeLanguage(() => void app.changeLanguage(getLanguage()));

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
type StripPlural<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
export type KeyOf<N extends keyof Namespaces> = StripPlural<Paths<Namespaces[N]>>;
export type TFunction<N extends keyof Namespaces> = (key: KeyOf<N>, values?: Record<string, string | number>) => string;

/**
 * A feature whose strings are composed in code (the coach dashboard's take the ratings' and the
 * measures' names from common/) adds them to the app's instance under its own namespace; the lazy
 * files are then not asked for that namespace.
 */
export function addStrings(namespace: string, strings: Record<Language, object>): void {
  for (const language of ['en', 'es'] as const) app.addResourceBundle(language, namespace, strings[language], true, true);
}

/** The translate function of a namespace added with addStrings (its keys typed by the feature) and the language. */
export function useStrings(namespace: string): { t: (key: string, values?: Record<string, string | number>) => string; language: Language } {
  const { t, i18n } = useTranslation(namespace, { i18n: app });
  return { t: t as unknown as (key: string, values?: Record<string, string | number>) => string, language: i18n.resolvedLanguage === 'es' ? 'es' : 'en' };
}

/** A feature's translate function (keys checked against its English file) and the language. */
export function useT<N extends keyof Namespaces>(namespace: N): { t: TFunction<N>; language: Language } {
  const { t, i18n } = useTranslation(namespace, { i18n: app });
  return { t: t as unknown as TFunction<N>, language: i18n.resolvedLanguage === 'es' ? 'es' : 'en' };
}
