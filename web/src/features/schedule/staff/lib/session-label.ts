import { shortDay, wallTime } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

interface SessionLike {
  programName: string;
  sessionTitle: string | null;
  date: string;
  time: string;
  totalSpots: number;
  availableSpots: number;
}

/** "Speed & Agility (Ages 5-7), Mon, Mar 2 at 7:00 AM": how dialogs and screen readers name a session. */
export function sessionLabel(s: SessionLike, t: TFunction<'staff'>, lang: Language): string {
  const name = s.sessionTitle ? `${s.programName} (${s.sessionTitle})` : s.programName;
  return t('schedule.label', { name, day: shortDay(s.date, lang), time: wallTime(s.time, lang) ?? t('timeTba') });
}

/** Spots taken: bookings and payment holds. */
export const bookedCount = (s: SessionLike) => s.totalSpots - s.availableSpots;
