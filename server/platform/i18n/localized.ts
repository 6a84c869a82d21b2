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

/**
 * Text copied at a moment (a credit grant's pack name, copied at purchase) in the reader's language:
 * the source's Spanish while the source still reads in English as copied (a pack renamed since keeps
 * the name it was bought under, in English, rather than a Spanish name of something else).
 */
export function localizedCopy(copied: string, source: { name: string; nameEs: string | null } | null | undefined, lang: Language): string {
  return source && source.name === copied ? localized(copied, source.nameEs, lang) : copied;
}
