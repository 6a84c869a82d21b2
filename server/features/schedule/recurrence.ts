import { fromZonedTime } from 'date-fns-tz';

export interface Occurrence {
  date: string;
  time: string;
  startsAt: Date;
}

/**
 * The dates of a weekly series from start to until (inclusive), on the given weekdays, at the
 * local time in the facility's zone: 7 AM stays 7 AM across daylight-saving changes.
 */
export function expandWeekly(weekdays: number[], time: string, startDate: string, untilDate: string, tz: string): Occurrence[] {
  const out: Occurrence[] = [];
  const days = new Set(weekdays);
  const cursor = new Date(`${startDate}T12:00:00Z`);
  const end = new Date(`${untilDate}T12:00:00Z`);
  while (cursor <= end && out.length < 1000) {
    if (days.has(cursor.getUTCDay())) {
      const date = cursor.toISOString().slice(0, 10);
      out.push({ date, time, startsAt: fromZonedTime(`${date}T${time}`, tz) });
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return out;
}
