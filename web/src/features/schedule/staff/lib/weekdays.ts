import { eachDayOfInterval } from 'date-fns';
import { facilityDay } from '@/lib/format-time';
import { weekdayLong, weekdayShort } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n/language';

/** A date on each weekday (March 2, 2026 is a Monday), for the weekday's name in a language. */
const sample = (value: number) => `2026-03-0${value === 0 ? 8 : value + 1}`;

/** The week as the form shows it, Monday first; values as the API counts them (0 = Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** "Mon" / "lun". */
export const weekdayName = (value: number, lang: Language) => weekdayShort(sample(value), lang);
/** "Monday" / "lunes". */
export const weekdayFullName = (value: number, lang: Language) => weekdayLong(sample(value), lang);

/** Adds or removes a day; the list stays sorted with no repeats. */
export function toggleWeekday(days: readonly number[], day: number): number[] {
  const set = new Set(days);
  if (set.has(day)) set.delete(day);
  else set.add(day);
  return [...set].sort((a, b) => a - b);
}

/** The weekday (0 = Sunday) of a facility date. */
export const weekdayOf = (date: string) => facilityDay(date).getDay();

/** How many dates from start to until (both included) fall on the chosen days. */
export function countOccurrences(days: readonly number[], startDate: string, untilDate: string): number {
  if (!days.length || !startDate || !untilDate || untilDate < startDate) return 0;
  return eachDayOfInterval({ start: facilityDay(startDate), end: facilityDay(untilDate) }).filter((d) => days.includes(d.getDay())).length;
}

/** "Mon, Wed, Fri" in week order. */
export const describeWeekdays = (days: readonly number[], lang: Language = 'en') =>
  WEEKDAYS.filter((d) => days.includes(d))
    .map((d) => weekdayName(d, lang))
    .join(', ');
