import { format } from 'date-fns';

/** Part 1, section 9: a session with no time sorts as noon. */
export const DEFAULT_SESSION_TIME = '12:00:00';

/**
 * "17:30:00" or "17:30" as "5:30 PM"; "Time TBA" when the time is missing or unreadable.
 * Times are facility-local wall-clock strings, so no Date (and no time-zone shift) is involved.
 */
export function formatTime12(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time?.trim() ?? '');
  if (!match) return 'Time TBA';
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return 'Time TBA';
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

/**
 * A facility-local date ("2026-03-02") read at local noon, so that formatting it never moves it to
 * the day before or after whatever the browser's time zone.
 */
export const facilityDay = (date: string) => new Date(`${date}T12:00:00`);

/** "Monday, March 2, 2026". */
export const formatLongDate = (date: string) => format(facilityDay(date), 'EEEE, MMMM d, yyyy');

/** "Mon, Mar 2". */
export const formatShortDate = (date: string) => format(facilityDay(date), 'EEE, MMM d');
