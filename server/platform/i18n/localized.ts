import type { Language } from './language.ts';

/**
 * Staff-entered text in the reader's language (decision 066): the Spanish version when the reader
 * reads Spanish and staff wrote one, else the English. Answers keep their field names (`name`,
 * `description`): only staff endpoints that edit them also carry the raw `nameEs` and the like.
 */
export function localized(english: string, spanish: string | null | undefined, lang: Language): string {
  return lang === 'es' && spanish ? spanish : english;
}

/** The same for text that may be absent in English too (a session's own title). */
export function localizedOrNull(english: string | null, spanish: string | null | undefined, lang: Language): string | null {
  return english === null ? null : localized(english, spanish, lang);
}

export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** One value per language, made by `make` (a read cache per language: a cached answer never crosses languages). */
export function perLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return { en: make('en'), es: make('es') };
}
