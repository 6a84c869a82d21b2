import { useSyncExternalStore } from 'react';

/**
 * The app's language (decision 025). Small on purpose: it is in the entry chunk. A visitor starts in
 * the browser's language (navigator.languages, what the browser sends as Accept-Language), a choice
 * made with the header's switch is remembered on the device, and a signed-in member's account
 * language wins (applyAccountLanguage). Translations themselves load lazily, per language.
 */
export type Language = 'en' | 'es';
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
export const STORAGE_KEY = 'octane.language';
/** The coach dashboard's key before the whole app had a language: read once so no one loses the choice. */
const OLD_COACH_KEY = 'octane.coach.language';

export const isLanguage = (v: unknown): v is Language => v === 'en' || v === 'es';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The first of the browser's languages that we have (English when none). */
export function browserLanguage(languages: readonly string[] | undefined): Language {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().slice(0, 2);
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function storedLanguage(store: Store | undefined): Language | null {
  try {
    const v = store?.getItem(STORAGE_KEY) ?? store?.getItem(OLD_COACH_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

export function initialLanguage(store: Store | undefined, languages: readonly string[] | undefined): Language {
  return storedLanguage(store) ?? browserLanguage(languages);
}

const hasWindow = typeof window !== 'undefined';
let current: Language = hasWindow ? initialLanguage(window.localStorage, navigator.languages) : 'en';
const listeners = new Set<() => void>();
if (hasWindow) document.documentElement.lang = current;

export const getLanguage = () => current;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the whole app; `remember` keeps the choice on this device. */
export function setLanguage(lang: Language, remember = true): void {
  if (remember && hasWindow) {
    try {
      window.localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Private browsing or a full quota: the switch still applies to this visit.
    }
  }
  if (lang === current) return;
  current = lang;
  if (hasWindow) document.documentElement.lang = lang;
  listeners.forEach((l) => l());
}

/** A signed-in member's account language wins over the device's. */
export function applyAccountLanguage(account: string | null | undefined): void {
  if (isLanguage(account)) setLanguage(account);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => 'en');
}
