import { sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { computeAchievements, weeklyStreak, type Achievement, type DashboardStats } from '../../../common/member.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { mediaUploads } from '../../db/schema/media.ts';

interface Activity {
  /** Sessions per calendar month of the session's date, 'YYYY-MM' -> count. */
  perMonth: Record<string, number>;
  totalSessions: number;
  /** Sessions starting 7:00 to 9:00 (isMorningSession). */
  morningSessions: number;
  uploadCount: number;
  lastUpload: Date | null;
  /** Start (Monday 00:00 UTC, epoch ms) of every week with a session held or an upload made by `now`. */
  activeWeeks: number[];
}

interface ActivityRow {
  months: Record<string, number> | null;
  morning: number;
  uploads: number;
  last_upload: string | null;
  weeks: number[] | null;
}

/**
 * The athlete's activity in one round trip, aggregated by the database: confirmed sessions as the
 * athlete (whoever paid; no-shows recorded by staff excluded) and uploads. An athlete with years
 * of bookings costs one row, not one row per booking.
 */
async function loadActivity(db: Db, athleteId: number, now: Date): Promise<Activity> {
  const result = (await db.execute(sql`
    with s as (
      select ${trainingSessions.date} as date, ${trainingSessions.time} as time, ${trainingSessions.startsAt} as starts_at
      from ${bookings} join ${trainingSessions} on ${trainingSessions.id} = ${bookings.sessionId}
      where ${bookings.athleteId} = ${athleteId} and ${bookings.status} = 'CONFIRMED'
        and (${bookings.attendance} is null or ${bookings.attendance} <> 'NO_SHOW')
    ), u as (
      select ${mediaUploads.createdAt} as created_at from ${mediaUploads} where ${mediaUploads.userId} = ${athleteId}
    )
    select
      (select json_object_agg(m, n) from (select to_char(date, 'YYYY-MM') as m, count(*)::int as n from s group by 1) x) as months,
      (select count(*)::int from s where time between '07:00:00' and '09:00:00') as morning,
      (select count(*)::int from u) as uploads,
      (select to_json(max(created_at)) #>> '{}' from u) as last_upload,
      (select json_agg(distinct w) from (
        select extract(epoch from date_trunc('week', starts_at at time zone 'UTC'))::float8 * 1000 as w from s where starts_at <= ${now}
        union all
        select extract(epoch from date_trunc('week', created_at at time zone 'UTC'))::float8 * 1000 from u where created_at <= ${now}
      ) y) as weeks
  `)) as unknown as { rows: ActivityRow[] };
  const row = result.rows[0]!;
  const perMonth = row.months ?? {};
  return {
    perMonth,
    totalSessions: Object.values(perMonth).reduce((a, b) => a + b, 0),
    morningSessions: row.morning,
    uploadCount: row.uploads,
    lastUpload: row.last_upload ? new Date(row.last_upload) : null,
    activeWeeks: row.weeks ?? [],
  };
}

function achievementsOf(a: Activity): Achievement[] {
  return computeAchievements({
    totalSessions: a.totalSessions,
    bestMonthSessions: Math.max(0, ...Object.values(a.perMonth)),
    mediaUploads: a.uploadCount,
    morningSessions: a.morningSessions,
  });
}

export async function listAchievements(db: Db, athleteId: number, now: Date): Promise<Achievement[]> {
  return achievementsOf(await loadActivity(db, athleteId, now));
}

/**
 * Dashboard figures, all measured: sessions booked this and last calendar month (facility time),
 * total sessions, achievements earned, uploads, and the weekly streak of sessions or uploads.
 */
export async function dashboardStats(db: Db, athleteId: number, tz: string, now: Date): Promise<DashboardStats> {
  const a = await loadActivity(db, athleteId, now);
  const thisMonth = formatInTimeZone(now, tz, 'yyyy-MM');
  const lastMonthDate = new Date(`${thisMonth}-15T12:00:00Z`);
  lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
  const lastMonth = lastMonthDate.toISOString().slice(0, 7);
  return {
    sessionsThisMonth: a.perMonth[thisMonth] ?? 0,
    sessionsLastMonth: a.perMonth[lastMonth] ?? 0,
    totalSessions: a.totalSessions,
    achievements: achievementsOf(a).filter((x) => x.earned).length,
    mediaUploads: a.uploadCount,
    streakWeeks: weeklyStreak(
      a.activeWeeks.map((ms) => new Date(ms)),
      now,
    ),
    lastUploadAt: a.lastUpload?.toISOString() ?? null,
  };
}
