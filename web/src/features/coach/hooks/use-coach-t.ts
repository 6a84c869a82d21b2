import { addStrings, useStrings } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';
import { en } from '../i18n/en';
import { es } from '../i18n/es';

// The coach dashboard's words live in the app's one i18next instance, namespace "coach" (decision
// 025); they load with the coach chunk, never with the main bundle.
addStrings('coach', { en, es });

type Paths<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
/** Plural keys are asked for without their suffix ("media.awaiting" with a count). */
type StripPlural<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
export type CoachKey = StripPlural<Paths<typeof en>>;
export type CoachT = (key: CoachKey, values?: Record<string, string | number>) => string;

/** The coach dashboard's translate function, checked against the English keys, and the language. */
export function useCoachT(): { t: CoachT; language: Language } {
  return useStrings('coach') as { t: CoachT; language: Language };
}
