import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

const HOUR = 3600_000;
const MINUTE = 60_000;

/** Quiet hours as minutes after midnight, facility time (start 21:00 = 1260, end 08:00 = 480). */
export interface QuietHours {
  start: number;
  end: number;
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const inside = (m: number, q: QuietHours) => (q.start < q.end ? m >= q.start && m < q.end : m >= q.start || m < q.end);

/** The facility-local day `days` after the one `at` falls on, YYYY-MM-DD. */
function localDay(at: Date, tz: string, days: number): string {
  const d = new Date(`${formatInTimeZone(at, tz, 'yyyy-MM-dd')}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const instant = (day: string, minutes: number, tz: string) => fromZonedTime(`${day}T${hhmmOf(minutes)}:00`, tz);

/**
 * When a reminder due at `dueAt` goes out to someone with these quiet hours (decision 048): at once
 * outside them; inside them, at their end if that is still before the session, otherwise just
 * before they began (one minute before), so a reminder of an early-morning session comes the
 * evening before rather than never.
 */
export function sendTime(dueAt: Date, startsAt: Date, quiet: QuietHours | null, tz: string): Date {
  if (!quiet) return dueAt;
  const minute = Number(formatInTimeZone(dueAt, tz, 'H')) * 60 + Number(formatInTimeZone(dueAt, tz, 'm'));
  if (!inside(minute, quiet)) return dueAt;
  const ends = [0, 1].map((d) => instant(localDay(dueAt, tz, d), quiet.end, tz)).find((t) => t.getTime() > dueAt.getTime())!;
  if (ends.getTime() < startsAt.getTime()) return ends;
  const began = [0, -1].map((d) => instant(localDay(dueAt, tz, d), quiet.start, tz)).find((t) => t.getTime() <= dueAt.getTime())!;
  return new Date(began.getTime() - MINUTE);
}

export interface DueReminder {
  offsetHours: number;
  dueAt: Date;
  sendAt: Date;
}

/**
 * The one reminder to send now for a booking and a person, or null. Of the offsets whose send time
 * has come, the closest to the session is the one (a sweep that missed an earlier one, a restart,
 * sends only the latest); an offset whose time had already passed when the booking was made is
 * skipped while a later one is still to come (the confirmation has just gone out), so every booking
 * made before its start gets at least its last reminder.
 */
export function reminderDue(p: { offsets: number[]; startsAt: Date; bookedAt: Date; now: Date; quiet: QuietHours | null; tz: string }): DueReminder | null {
  if (p.now.getTime() >= p.startsAt.getTime()) return null;
  const all = [...p.offsets]
    .sort((a, b) => b - a)
    .map((h) => {
      const dueAt = new Date(p.startsAt.getTime() - h * HOUR);
      return { offsetHours: h, dueAt, sendAt: sendTime(dueAt, p.startsAt, p.quiet, p.tz) };
    });
  const due = all.filter((r) => r.sendAt.getTime() <= p.now.getTime());
  const latest = due.at(-1);
  if (!latest) return null;
  const laterToCome = all.some((r) => r.offsetHours < latest.offsetHours && r.sendAt.getTime() > p.now.getTime());
  if (latest.sendAt.getTime() < p.bookedAt.getTime() && laterToCome) return null;
  return latest;
}
