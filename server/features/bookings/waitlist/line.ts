import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { centsToDollars } from '../../../../common/programs.ts';
import { msg } from '../../../../common/messages/index.ts';
import type { JoinWaitlistInput, WaitlistEntry } from '../../../../common/waitlist.ts';
import { isUniqueViolation } from '../../../db/client.ts';
import { bookings, waitlistEntries } from '../../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../../db/schema/programs.ts';
import { paymentMethods } from '../../../db/schema/payments.ts';
import { users, type User } from '../../../db/schema/users.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound, unauthorized } from '../../../platform/errors.ts';
import { assertNotPaused } from '../../../domain/attendance-policy.ts';
import { linkedAthletes } from '../../../domain/parent-links.ts';
import { checkAgeGroup } from '../age-group.ts';
import { resolveAthlete } from '../athlete.ts';
import { releaseHold } from '../spots.ts';
import { windowRefusal } from '../window.ts';
import { ACTIVE, offerFreedPlaces } from './offers.ts';

/**
 * Waitlists (issue 18, decision 027). The rules, each enforced here under the session's row lock:
 * - a member joins the line of a session with no place they could take;
 * - a place freed while anyone waits belongs to the line (takeSpot refuses it to everyone else),
 *   and offerFreedPlaces() offers each free place to the next in line as a hold of kind OFFER;
 *   one place, one offer, never more offers than free places;
 * - an offer not taken in time expires like any hold and its place goes to the next in line;
 * - the session's age group applies when joining and again when a place is offered (issue 29): an
 *   entry the age group leaves out by then is closed, not offered (inAgeGroup);
 * - the offer is taken through the normal checkout (session-checkout.ts resumes the offer's hold), so prices,
 *   plan limits and fulfilment are the booking's own; members who opted in are charged on their
 *   default card at once (autoBook).
 * Here: joining, leaving and a member's places in line; offers.ts offers, settles and sweeps; staff.ts
 * is the roster's view and staff moves; mail.ts the e-mails.
 */

/** Joins a full session's line, for the member or (parents) a linked athlete. */
export async function joinWaitlist(ctx: AppContext, member: User, input: JoinWaitlistInput): Promise<WaitlistEntry> {
  const athlete = await resolveAthlete(ctx.db, member, input.athleteId);
  await assertNotPaused(ctx.db, athlete.id, ctx.config.FACILITY_TZ, ctx.now());
  const sessionId = input.sessionId;
  if (input.autoBook) {
    const [card] = await ctx.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.userId, member.id)).limit(1);
    if (!card) throw conflict(msg('waitlist.noCard'));
  }
  let entryId: number;
  try {
    entryId = await ctx.db.transaction(async (tx) => {
      // The member's and the athlete's rows first (shared, in id order): an account being deleted
      // holds its row until it has left every line, so a join cannot add an entry after (issue 29).
      const people = await tx
        .select({ id: users.id, deletedAt: users.deletedAt })
        .from(users)
        .where(inArray(users.id, [member.id, athlete.id]))
        .orderBy(asc(users.id))
        .for('share');
      if (people.length < new Set([member.id, athlete.id]).size || people.some((p) => p.deletedAt)) throw unauthorized();
      // The session's lock orders this join with takeSpot (a checkout) and with offers.
      const [s] = await tx
        .select({ s: trainingSessions, archived: programs.archived, bookingOpensDays: programs.bookingOpensDays, priorityDays: programs.priorityDays })
        .from(trainingSessions)
        .innerJoin(programs, eq(programs.id, trainingSessions.programId))
        .where(eq(trainingSessions.id, sessionId))
        .for('update', { of: trainingSessions });
      if (!s) throw notFound(msg('bookings.sessionMissing'));
      if (s.s.status !== 'ACTIVE' || s.archived || s.s.startsAt.getTime() <= ctx.now().getTime()) throw conflict(msg('waitlist.notOpen'));
      // No place in line before the session's booking window opens for the member (decision 056).
      const closed = await windowRefusal(tx, ctx.config.FACILITY_TZ, member.id, s.s.date, s, ctx.now());
      if (closed) throw closed;
      const [booked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.athleteId, athlete.id), eq(bookings.sessionId, sessionId), eq(bookings.status, 'CONFIRMED')))
        .limit(1);
      // The booking's own message (common/bookings.ts, moved to ids with the rest of bookings).
      if (booked) throw conflict(msg('bookings.alreadyBooked'));
      // A place in line is a promise of a place: the age group applies now (issue 29), not only at the offer.
      const age = await checkAgeGroup(tx, s.s, athlete.id);
      if (age.refusal) throw age.refusal;
      const [waiting] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'WAITING')));
      // A free place nobody waits for is bookable: the line is only for full sessions.
      if (s.s.availableSpots > 0 && waiting!.n === 0) throw conflict(msg('waitlist.notFull'));
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({ sessionId, athleteId: athlete.id, memberId: member.id, sortKey: ctx.now().getTime(), autoBook: input.autoBook ?? false })
        .returning({ id: waitlistEntries.id });
      return entry!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg('waitlist.alreadyWaiting'));
    throw err;
  }
  const [entry] = await entriesWhere(ctx, eq(waitlistEntries.id, entryId));
  return entry!;
}

/** Who may see and manage a line entry: the member who joined, the athlete, a linked parent. */
async function scopeFor(ctx: AppContext, user: User) {
  const athleteIds = user.role === 'PARENT' ? (await linkedAthletes(ctx.db, user.id)).map((a) => a.id) : [];
  athleteIds.push(user.id);
  return or(eq(waitlistEntries.memberId, user.id), inArray(waitlistEntries.athleteId, athleteIds))!;
}

/** The member's places in line (their own and their linked athletes'), waiting or offered, soonest session first. */
export async function myWaitlist(ctx: AppContext, user: User): Promise<WaitlistEntry[]> {
  return entriesWhere(ctx, and(await scopeFor(ctx, user), inArray(waitlistEntries.status, ACTIVE), gt(trainingSessions.startsAt, ctx.now())));
}

async function entriesWhere(ctx: AppContext, where: ReturnType<typeof and>): Promise<WaitlistEntry[]> {
  const rows = await ctx.db
    .select({
      w: waitlistEntries,
      s: trainingSessions,
      p: { id: programs.id, name: programs.name, priceCents: programs.priceCents },
      a: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      // 1 + how many wait ahead of this entry in its session's line.
      ahead: sql<number>`(select count(*)::int from ${waitlistEntries} w2 where w2.session_id = ${waitlistEntries.sessionId} and w2.status = 'WAITING' and (w2.sort_key, w2.id) < (${waitlistEntries.sortKey}, ${waitlistEntries.id}))`,
    })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, waitlistEntries.athleteId))
    .where(where)
    .orderBy(asc(trainingSessions.startsAt), asc(waitlistEntries.id));
  return rows.map(({ w, s, p, a, ahead }) => ({
    id: w.id,
    sessionId: s.id,
    status: w.status,
    position: w.status === 'WAITING' ? ahead + 1 : null,
    offerExpiresAt: w.status === 'OFFERED' ? (w.offerExpiresAt?.toISOString() ?? null) : null,
    autoBook: w.autoBook,
    athlete: a,
    session: {
      date: s.date,
      time: s.time,
      startsAt: s.startsAt.toISOString(),
      sessionTitle: s.sessionTitle,
      location: s.location,
      programId: p.id,
      programName: p.name,
      price: centsToDollars(p.priceCents),
    },
  }));
}

/** Leaves the line, or declines an offered place (it passes to the next in line at once). */
export async function leaveWaitlist(ctx: AppContext, user: User, entryId: number) {
  const [found] = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), await scopeFor(ctx, user)));
  if (!found) throw notFound(msg('waitlist.notFound'));
  const declined = await ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
    if (!w || (w.status !== 'WAITING' && w.status !== 'OFFERED')) throw notFound(msg('waitlist.notFound'));
    // Releasing the offer's hold ends the entry too (LEFT) and gives the place back.
    if (w.status === 'OFFERED' && w.holdId !== null) await releaseHold(tx, w.holdId, 'RELEASED', ctx.now());
    await tx
      .update(waitlistEntries)
      .set({ status: 'LEFT', updatedAt: ctx.now() })
      .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, ACTIVE)));
    return w.status === 'OFFERED';
  });
  await offerFreedPlaces(ctx, [found.sessionId]);
  return { message: declined ? msg('waitlist.declined') : msg('waitlist.left') };
}
