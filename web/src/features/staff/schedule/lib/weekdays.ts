import { eachDayOfInterval } from 'date-fns';
import { facilityDay } from '@/lib/format-time';

/** The week as the form shows it, Monday first; values as the API counts them (0 = Sunday). */
export const WEEKDAYS = [
  { value: 1, short: 'Mon', long: 'Monday' },
  { value: 2, short: 'Tue', long: 'Tuesday' },
  { value: 3, short: 'Wed', long: 'Wednesday' },
  { value: 4, short: 'Thu', long: 'Thursday' },
  { value: 5, short: 'Fri', long: 'Friday' },
  { value: 6, short: 'Sat', long: 'Saturday' },
  { value: 0, short: 'Sun', long: 'Sunday' },
] as const;

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
export const describeWeekdays = (days: readonly number[]) => WEEKDAYS.filter((d) => days.includes(d.value)).map((d) => d.short).join(', ');
