import { formatInTimeZone } from 'date-fns-tz';

/** Today's date (YYYY-MM-DD) at the facility, or in the browser's zone until the facility's is known. */
export function facilityToday(timeZone: string | undefined, now = new Date()): string {
  if (timeZone) {
    try {
      return formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
    } catch {
      // An unknown zone name: fall back to the browser's.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
