import { useSyncExternalStore } from 'react';
import en from '@/locales/en/shell.json';
import { getLanguage, subscribeLanguage, type Language } from './language';
import { textOf } from './lookup';

/**
 * The header, navigation and footer strings. English is in the entry chunk; Spanish is a small
 * chunk loaded when the language is Spanish (until it arrives the shell shows English).
 */
type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type ShellKey = Paths<typeof en>;
/** The shell's strings in any language: the English keys (locales.test.ts checks the Spanish file has them). */
type ShellMessages = typeof en;

const loaded: Partial<Record<Language, ShellMessages>> = { en };
let version = 0;
const listeners = new Set<() => void>();

function load(lang: Language) {
  if (loaded[lang]) return;
  void import('@/locales/es/shell.json').then((m) => {
    loaded[lang] = m.default;
    version++;
    listeners.forEach((l) => l());
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const off = subscribeLanguage(l);
  return () => {
    listeners.delete(l);
    off();
  };
};
const snapshot = () => `${getLanguage()}:${version}`;

export function shellText(messages: ShellMessages, key: ShellKey, values?: Record<string, string | number>): string {
  return textOf(messages, getLanguage(), key, values) ?? key;
}

/** The shell's translate function in the current language. */
export function useShellT(): (key: ShellKey, values?: Record<string, string | number>) => string {
  useSyncExternalStore(subscribe, snapshot, () => 'en:0');
  const lang = getLanguage();
  if (!loaded[lang]) load(lang);
  const messages = loaded[lang] ?? en;
  return (key, values) => shellText(messages, key, values);
}

/** For code outside React (the 401 handler's toast). */
export const shellTextNow = (key: ShellKey) => shellText(loaded[getLanguage()] ?? en, key);
