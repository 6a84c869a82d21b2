import { useTranslation } from 'react-i18next';
import type { en } from '../i18n/en';
import type { Language } from '../i18n/language';

type Paths<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
/** Plural keys are asked for without their suffix ("media.awaiting" with a count). */
type StripPlural<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
export type CoachKey = StripPlural<Paths<typeof en>>;
export type CoachT = (key: CoachKey, values?: Record<string, string | number>) => string;

/** The coach dashboard's translate function, checked against the English keys, and the language. */
export function useCoachT(): { t: CoachT; language: Language } {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as CoachT, language: i18n.resolvedLanguage === 'es' ? 'es' : 'en' };
}
