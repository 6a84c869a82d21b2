/**
 * Issue 32's report: do members show up? Per facility-local month (of the session's start) and
 * program, over the sessions that have started in the last 6 months: confirmed bookings, check-ins
 * and no-shows staff recorded, and the no-show rate among those recorded (null when none was), so
 * the effect of reminders can be read month by month.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';

const MONTHS = 6;

export async function attendanceReport(db: Db, tz: string, now: Date) {
  const month = sql<string>`to_char(${trainingSessions.startsAt} at time zone ${tz}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      program: programs.name,
      booked: sql<number>`count(*)::int`,
      checkedIn: sql<number>`(count(*) filter (where ${bookings.attendance} = 'CHECKED_IN'))::int`,
      noShow: sql<number>`(count(*) filter (where ${bookings.attendance} = 'NO_SHOW'))::int`,
    })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(
      and(
        eq(bookings.status, 'CONFIRMED'),
        lt(trainingSessions.startsAt, now),
        gte(trainingSessions.startsAt, new Date(now.getTime() - MONTHS * 31 * 86_400_000)),
      ),
    )
    .groupBy(sql`1`, programs.name)
    .orderBy(sql`1 desc`, programs.name);
  return rows.map((r) => ({ ...r, noShowRate: r.checkedIn + r.noShow > 0 ? r.noShow / (r.checkedIn + r.noShow) : null }));
}
