import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** The facility-local calendar date `daysFromToday` days after today, as YYYY-MM-DD. */
export function facilityDate(tz: string, daysFromToday: number, now = new Date()): string {
  const today = formatInTimeZone(now, tz, 'yyyy-MM-dd');
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
}

/** The instant at which a facility-local date and time happen. */
export function facilityInstant(tz: string, date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}`, tz);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
