import { shortDay, wallTime } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

interface SessionLike {
  programName: string;
  sessionTitle: string | null;
  sessionTitleEs?: string | null;
  date: string;
  time: string;
  totalSpots: number;
  availableSpots: number;
}

/** A session's own text (English, with its Spanish beside it in the staff list) as a reader of `lang` sees it (decision 066). */
export const inLanguage = <T extends string | null>(en: T, es: string | null | undefined, lang: Language): T | string => (lang === 'es' && es ? es : en);

/** "Speed & Agility (Ages 5-7), Mon, Mar 2 at 7:00 AM": how dialogs and screen readers name a session. */
export function sessionLabel(s: SessionLike, t: TFunction<'staff'>, lang: Language): string {
  const title = s.sessionTitle && inLanguage(s.sessionTitle, s.sessionTitleEs, lang);
  const name = title ? `${s.programName} (${title})` : s.programName;
  return t('schedule.label', { name, day: shortDay(s.date, lang), time: wallTime(s.time, lang) ?? t('timeTba') });
}

/** Spots taken: bookings and payment holds. */
export const bookedCount = (s: SessionLike) => s.totalSpots - s.availableSpots;
