import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { reminderDue, sendTime } from './schedule.ts';

const TZ = 'America/New_York';
const at = (local: string) => fromZonedTime(local, TZ);
const QUIET = { start: 21 * 60, end: 8 * 60 };

describe('when a reminder goes out', () => {
  it('goes at its due time outside quiet hours, or with none', () => {
    expect(sendTime(at('2026-12-03T15:00'), at('2026-12-05T15:00'), QUIET, TZ)).toEqual(at('2026-12-03T15:00'));
    expect(sendTime(at('2026-12-03T23:00'), at('2026-12-05T23:00'), null, TZ)).toEqual(at('2026-12-03T23:00'));
  });

  it('inside quiet hours waits for their end when that is still before the session', () => {
    expect(sendTime(at('2026-12-03T23:30'), at('2026-12-05T23:30'), QUIET, TZ)).toEqual(at('2026-12-04T08:00'));
    expect(sendTime(at('2026-12-04T02:00'), at('2026-12-04T10:00'), QUIET, TZ)).toEqual(at('2026-12-04T08:00'));
  });

  it('comes just before the quiet hours began when their end is too late for the session', () => {
    // A 7:00 session's 2-hour reminder (5:00) comes at 20:59 the evening before.
    expect(sendTime(at('2026-12-04T05:00'), at('2026-12-04T07:00'), QUIET, TZ)).toEqual(at('2026-12-03T20:59'));
    // Quiet hours within one day (13:00-15:00).
    expect(sendTime(at('2026-12-04T14:00'), at('2026-12-04T14:30'), { start: 13 * 60, end: 15 * 60 }, TZ)).toEqual(at('2026-12-04T12:59'));
  });

  it('sends the offset closest to the session among those due, and skips one already past at booking while a later one will come', () => {
    const startsAt = at('2026-12-10T17:00');
    const base = { offsets: [2, 48], startsAt, quiet: null, tz: TZ, bookedAt: at('2026-12-01T12:00') };
    expect(reminderDue({ ...base, now: at('2026-12-08T16:59') })).toBeNull();
    expect(reminderDue({ ...base, now: at('2026-12-08T17:00') })).toMatchObject({ offsetHours: 48 });
    expect(reminderDue({ ...base, now: at('2026-12-10T15:30') })).toMatchObject({ offsetHours: 2 });
    expect(reminderDue({ ...base, now: at('2026-12-10T17:00') })).toBeNull();
    // Booked 30 hours ahead: the 48-hour one is skipped (the 2-hour one will come)...
    expect(reminderDue({ ...base, bookedAt: at('2026-12-09T11:00'), now: at('2026-12-09T11:01') })).toBeNull();
    // ...unless it is the only one.
    expect(reminderDue({ ...base, offsets: [48], bookedAt: at('2026-12-09T11:00'), now: at('2026-12-09T11:01') })).toMatchObject({ offsetHours: 48 });
  });
});
