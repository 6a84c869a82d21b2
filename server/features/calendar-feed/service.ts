/**
 * The personal calendar feed (issue 32): the member's booked sessions (as athlete or payer; a
 * parent's linked children's too) and pickup games, as iCalendar. Each booking keeps one UID for
 * its life, so a move changes the event's time and a cancellation marks it CANCELLED (calendar
 * apps then drop it) instead of leaving a stale event behind.
 */
import crypto from 'node:crypto';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { FEED_PAST_DAYS } from '../../../common/calendar-feed.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { calendarFeeds } from '../../db/schema/reminders.ts';
import { users, type User } from '../../db/schema/users.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { localized } from '../../platform/i18n/localized.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

const DAY = 86_400_000;
const originOf = (config: Config) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;

export async function feedOf(db: Db, user: User) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** A new secret address in place of any old one (one statement: the old one stops at once). */
export async function createFeed(db: Db, config: Config, user: User, now: Date) {
  const token = crypto.randomBytes(32).toString('base64url');
  const createdAt = now;
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash: hashToken(token), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt } });
  const url = `${originOf(config)}/api/calendar/${token}.ics`;
  return { message: msg('calendarFeed.created'), url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: createdAt.toISOString() };
}

export async function stopFeed(db: Db, user: User) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { message: msg('calendarFeed.stopped') };
}

/** The feed of the member whose secret this is, as iCalendar text; 404 for any other string. */
export async function feedCalendar(db: Db, config: Config, token: string, now: Date): Promise<string> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(msg('calendarFeed.notFound'));
  const [owner] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!owner || owner.user.deletedAt) throw notFound(msg('calendarFeed.notFound'));
  const user = owner.user;
  // Read by a calendar app, not a browser: what staff typed in the owner's account language (decision 066).
  const lang = mailLanguage(user.language);
  const athleteIds = [user.id, ...(user.role === 'PARENT' ? (await linkedAthletes(db, user.id)).map((a) => a.id) : [])];
  const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY);

  const booked = await db
    .select({
      b: bookings,
      s: trainingSessions,
      program: programs.name,
      programEs: programs.nameEs,
      duration: programs.durationMinutes,
      first: users.firstName,
      last: users.lastName,
    })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .where(
      and(
        or(inArray(bookings.athleteId, athleteIds), eq(bookings.payerId, user.id)),
        gte(trainingSessions.startsAt, since),
        inArray(bookings.status, ['CONFIRMED', 'CANCELLED']),
      ),
    );
  const games = await db
    .select({ g: pickupGames })
    .from(pickupPlayers)
    .innerJoin(pickupGames, eq(pickupGames.id, pickupPlayers.gameId))
    .where(and(eq(pickupPlayers.userId, user.id), gte(pickupGames.startsAt, since)));

  const host = new URL(originOf(config)).host;
  const cal = ical({ name: config.BUSINESS_NAME, prodId: { company: config.BUSINESS_NAME, product: 'training', language: lang.toUpperCase() }, ttl: 3600 });
  for (const r of booked) {
    const mine = r.b.athleteId === user.id;
    const cancelled = r.b.status === 'CANCELLED' || r.s.status === 'CANCELLED';
    const program = localized(r.program, r.programEs, lang);
    const title = r.s.sessionTitle ? localized(r.s.sessionTitle, r.s.sessionTitleEs, lang) : null;
    cal.createEvent({
      id: `booking-${r.b.id}@${host}`,
      start: r.s.startsAt,
      end: new Date(r.s.startsAt.getTime() + r.duration * 60_000),
      summary: `${title ? `${program}: ${title}` : program}${mine ? '' : ` (${r.first} ${r.last})`}`,
      location: `${localized(r.s.location, r.s.locationEs, lang)}, ${config.BUSINESS_ADDRESS}`,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: `${originOf(config)}/sessions`,
      lastModified: r.b.cancelledAt ?? r.b.createdAt,
    });
  }
  for (const { g } of games) {
    const [h = 0, m = 0] = g.endTime.split(':').map(Number);
    const [sh = 0, sm = 0] = g.startTime.split(':').map(Number);
    cal.createEvent({
      id: `pickup-${g.id}-${user.id}@${host}`,
      start: g.startsAt,
      end: new Date(g.startsAt.getTime() + Math.max(30, h * 60 + m - (sh * 60 + sm)) * 60_000),
      summary: localized(g.title, g.titleEs, lang),
      location: `${localized(g.location, g.locationEs, lang)}, ${config.BUSINESS_ADDRESS}`,
      status: ICalEventStatus.CONFIRMED,
      url: `${originOf(config)}/pickup-games`,
    });
  }
  return cal.toString();
}
