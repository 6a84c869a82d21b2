import { addDays, addWeeks, format, startOfWeek } from 'date-fns';
import { facilityDay } from '@/lib/format-time';
import { localeOf } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n/language';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/** The Monday (YYYY-MM-DD) of the week of a facility date; weeks run Monday to Sunday. */
export const mondayOf = (date: string) => ymd(startOfWeek(facilityDay(date), { weekStartsOn: 1 }));

/** The Monday `n` weeks before (negative) or after a Monday. */
export const shiftWeek = (monday: string, n: number) => ymd(addWeeks(facilityDay(monday), n));

/** The date `n` days after (negative: before) a date. */
export const shiftDay = (date: string, n: number) => ymd(addDays(facilityDay(date), n));

/** The seven dates of the week that starts on `monday`. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, i) => ymd(addDays(facilityDay(monday), i)));

/** "Mar 2 - 8, 2026", or "Mar 30 - Apr 5, 2026" across months; "2–8 de mar de 2026" in Spanish. */
export function weekLabel(monday: string, lang: Language = 'en'): string {
  const start = facilityDay(monday);
  const end = addDays(start, 6);
  if (lang !== 'en') return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(start, end);
  const sameMonth = start.getMonth() === end.getMonth();
  return `${format(start, 'MMM d')} - ${format(end, sameMonth ? 'd, yyyy' : 'MMM d, yyyy')}`;
}

/**
 * The sessions of one week, day by day (Monday first), each day's in time order. Days with no
 * session are kept so that the week reads as a calendar.
 */
export function groupWeek<T extends { date: string; time: string }>(sessions: readonly T[], monday: string): { date: string; sessions: T[] }[] {
  return weekDates(monday).map((date) => ({
    date,
    sessions: sessions.filter((s) => s.date === date).sort((a, b) => a.time.localeCompare(b.time)),
  }));
}
