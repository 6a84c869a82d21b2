export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_STORAGE_KEY = 'octane.coach.language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.code === value);

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The language chosen earlier on this device, or English; a blocked or broken storage reads as English. */
export function readStoredLanguage(store: KeyValueStore | undefined): Language {
  try {
    const value = store?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

/** Remembers the choice; a full or blocked storage only means it is not remembered. */
export function storeLanguage(store: KeyValueStore | undefined, language: Language): void {
  try {
    store?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing or a full quota: the switch still applies to this visit.
  }
}
