import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { computeAchievements, isMorningSession, weeklyStreak, type Achievement, type DashboardStats } from '../../../common/member.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/catalog.ts';
import { mediaUploads } from '../../db/schema/media.ts';

/** The athlete's confirmed sessions (as the athlete, whoever paid; no-shows recorded by staff excluded) and uploads. */
async function loadActivity(db: Db, athleteId: number) {
  const [sessions, uploads] = await Promise.all([
    db
      .select({ date: trainingSessions.date, time: trainingSessions.time, startsAt: trainingSessions.startsAt })
      .from(bookings)
      .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
      .where(and(eq(bookings.athleteId, athleteId), eq(bookings.status, 'CONFIRMED'), or(isNull(bookings.attendance), ne(bookings.attendance, 'NO_SHOW')))),
    db.select({ at: mediaUploads.createdAt }).from(mediaUploads).where(eq(mediaUploads.userId, athleteId)),
  ]);
  const uploadDates = uploads.map((u) => u.at);
  const lastUpload = uploadDates.reduce<Date | null>((m, d) => (!m || d > m ? d : m), null);
  return { sessions, uploadCount: uploadDates.length, lastUpload, uploadDates };
}

type Activity = Awaited<ReturnType<typeof loadActivity>>;

function achievementsOf(a: Activity): Achievement[] {
  const perMonth = new Map<string, number>();
  for (const s of a.sessions) perMonth.set(s.date.slice(0, 7), (perMonth.get(s.date.slice(0, 7)) ?? 0) + 1);
  return computeAchievements({
    totalSessions: a.sessions.length,
    bestMonthSessions: Math.max(0, ...perMonth.values()),
    mediaUploads: a.uploadCount,
    morningSessions: a.sessions.filter((s) => isMorningSession(s.time)).length,
  });
}

export async function listAchievements(db: Db, athleteId: number): Promise<Achievement[]> {
  return achievementsOf(await loadActivity(db, athleteId));
}

/**
 * Dashboard figures, all measured: sessions booked this and last calendar month (facility time),
 * total sessions, achievements earned, uploads, and the weekly streak of sessions or uploads.
 */
export async function dashboardStats(db: Db, athleteId: number, tz: string, now = new Date()): Promise<DashboardStats> {
  const a = await loadActivity(db, athleteId);
  const thisMonth = formatInTimeZone(now, tz, 'yyyy-MM');
  const lastMonthDate = new Date(`${thisMonth}-15T12:00:00Z`);
  lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
  const lastMonth = lastMonthDate.toISOString().slice(0, 7);
  return {
    sessionsThisMonth: a.sessions.filter((s) => s.date.startsWith(thisMonth)).length,
    sessionsLastMonth: a.sessions.filter((s) => s.date.startsWith(lastMonth)).length,
    totalSessions: a.sessions.length,
    achievements: achievementsOf(a).filter((x) => x.earned).length,
    mediaUploads: a.uploadCount,
    streakWeeks: weeklyStreak([...a.sessions.map((s) => s.startsAt), ...a.uploadDates], now),
    lastUploadAt: a.lastUpload?.toISOString() ?? null,
  };
}
