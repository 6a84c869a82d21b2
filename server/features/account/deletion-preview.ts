import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { PREVIEW_LIMIT, type DeletionPreview, type PreviewBooking } from '../../../common/account-data.ts';
import { centsToDollars } from '../../../common/programs.ts';
import type { Db } from '../../db/client.ts';
import { bookings, waitlistEntries } from '../../db/schema/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import { unauthorized } from '../../platform/errors.ts';
import { refundDueOnCancel } from '../bookings/refund-policy.ts';
import { unusedCredits } from '../packs/credits.ts';
import { childrenLeavingWith, deletionScope, isLastStaff } from './deletion.ts';

type Where = ReturnType<typeof and>;

/** Bookings with their session, program and athlete, soonest first. */
async function bookingsWhere(db: Db, where: Where) {
  return db
    .select({ b: bookings, s: trainingSessions, program: programs.name, firstName: users.firstName, lastName: users.lastName })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .where(where)
    .orderBy(asc(trainingSessions.startsAt), asc(bookings.id));
}

type BookingRow = Awaited<ReturnType<typeof bookingsWhere>>[number];

/** A booking as the dialog shows it, with what cancelling it now would give back (the rule cancelBooking applies). */
function toPreviewBooking({ b, s, program, firstName, lastName }: BookingRow, now: Date): PreviewBooking {
  const due = refundDueOnCancel(b, s.startsAt, now);
  return {
    id: b.id,
    date: s.date,
    time: s.time,
    program,
    sessionTitle: s.sessionTitle,
    athlete: `${firstName} ${lastName}`,
    amount: centsToDollars(b.amountCents),
    paidWithCredit: b.paidWithCredit,
    ifCancelledNow: due <= 0 ? 'none' : b.paidWithCredit ? 'credit' : 'refund',
    refundIfCancelledNow: b.paidWithCredit ? 0 : centsToDollars(due),
  };
}

/**
 * What deleting the account would take (GET /api/account/deletion-preview, issue 29), read with the
 * deletion's own conditions (deletionScope, isLastStaff) and the cancellation's refund rule, so the
 * dialog says what deleteAccount then does: it refuses while the account has places of its own in
 * sessions to come, its own or those of children without a login who leave with it, and places in
 * pickup games to come (those are cancelled or left first, under the refund policy), leaves every
 * line, ends the plan, and keeps, unrefunded, the places a parent paid for and the credits.
 */
export async function deletionPreview(db: Db, user: User, now: Date): Promise<DeletionPreview> {
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  if (!current || current.deletedAt) throw unauthorized();

  // A parent's children without a login leave with the account (decision 039): their sessions count as the account's own.
  const leaving = current.role === 'PARENT' ? (await childrenLeavingWith(db, current.id)).map((c) => c.id) : [];
  const people = [current.id, ...leaving];
  const ownRows = await bookingsWhere(db, deletionScope.upcomingOwnBookings(people, now));
  const own = ownRows.map((r) => toPreviewBooking(r, now));
  const refundCents = ownRows.reduce((sum, { b, s }) => sum + (b.paidWithCredit ? 0 : refundDueOnCancel(b, s.startsAt, now)), 0);
  const paidForOthers = await bookingsWhere(
    db,
    and(
      eq(bookings.payerId, current.id),
      notInArray(bookings.athleteId, people),
      inArray(bookings.status, ['CONFIRMED', 'PENDING']),
      gt(trainingSessions.startsAt, now),
    ),
  );

  const approvedStaff =
    current.role === 'COACH' && current.isStaff
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'COACH'), eq(users.isStaff, true), eq(users.coachStatus, 'APPROVED')))
      : [];
  const blockers: DeletionPreview['blockers'] = [];
  const games = await pickupPlaces(db, current.id, now);
  if (own.length > 0) blockers.push('upcomingBookings');
  if (games.count > 0) blockers.push('upcomingGames');
  if (isLastStaff(current, approvedStaff)) blockers.push('lastStaff');

  const credits = await unusedCredits(db, current.id, now);
  return {
    blockers,
    ownSessions: {
      count: own.length,
      next: own.slice(0, PREVIEW_LIMIT),
      refundIfCancelledNow: centsToDollars(refundCents),
      creditsBackIfCancelledNow: own.filter((b) => b.ifCancelledNow === 'credit').length,
      withoutRefund: own.filter((b) => b.ifCancelledNow === 'none').length,
    },
    paidForOthers: { count: paidForOthers.length, next: paidForOthers.slice(0, PREVIEW_LIMIT).map((r) => toPreviewBooking(r, now)) },
    credits: { count: credits.count, value: centsToDollars(credits.valueCents) },
    waitlist: await linesLeft(db, current.id),
    plan: await planEnded(db, current),
    pickupGames: games,
  };
}

/** The places in line the deletion leaves (deletionScope.lines), soonest session first. */
async function linesLeft(db: Db, userId: number): Promise<DeletionPreview['waitlist']> {
  const rows = await db
    .select({
      w: waitlistEntries,
      s: trainingSessions,
      program: programs.name,
      firstName: users.firstName,
      lastName: users.lastName,
      // 1 + how many wait ahead of this entry in its session's line (as the member's waitlist counts it).
      ahead: sql<number>`(select count(*)::int from ${waitlistEntries} w2 where w2.session_id = ${waitlistEntries.sessionId} and w2.status = 'WAITING' and (w2.sort_key, w2.id) < (${waitlistEntries.sortKey}, ${waitlistEntries.id}))`,
    })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, waitlistEntries.athleteId))
    .where(deletionScope.lines(userId))
    .orderBy(asc(trainingSessions.startsAt), asc(waitlistEntries.id));
  return {
    count: rows.length,
    next: rows.slice(0, PREVIEW_LIMIT).map(({ w, s, program, firstName, lastName, ahead }) => ({
      date: s.date,
      time: s.time,
      program,
      sessionTitle: s.sessionTitle,
      athlete: `${firstName} ${lastName}`,
      status: w.status === 'OFFERED' ? 'OFFERED' : 'WAITING',
      position: w.status === 'WAITING' ? Number(ahead) + 1 : null,
    })),
  };
}

/** The paid plan the deletion ends (tier to Free, every ACTIVE period CANCELED); null on Free with nothing active. */
async function planEnded(db: Db, user: User): Promise<DeletionPreview['plan']> {
  const [period] = await db.select().from(subscriptions).where(deletionScope.activePlans(user.id)).orderBy(desc(subscriptions.id)).limit(1);
  if (user.subscriptionTier === 'FREE' && !period) return null;
  const tier = user.subscriptionTier === 'FREE' && period ? period.planName : user.subscriptionTier;
  const [plan] = await db.select({ name: plans.displayName }).from(plans).where(eq(plans.name, tier));
  return {
    tier,
    name: plan?.name ?? tier,
    paidUntil: period?.currentPeriodEnd.toISOString() ?? null,
    renewsOn: period && !period.cancelAtPeriodEnd ? period.currentPeriodEnd.toISOString() : null,
  };
}

/** Places in pickup games to come, which must be left first (deletionScope.upcomingGames), with what was paid. */
async function pickupPlaces(db: Db, userId: number, now: Date): Promise<DeletionPreview['pickupGames']> {
  const rows = await db
    .select({ g: pickupGames, amountCents: payments.amountCents, refundedCents: payments.refundedCents })
    .from(pickupPlayers)
    .innerJoin(pickupGames, eq(pickupGames.id, pickupPlayers.gameId))
    .leftJoin(payments, eq(payments.id, pickupPlayers.paymentId))
    .where(deletionScope.upcomingGames(userId, now))
    .orderBy(asc(pickupGames.startsAt), asc(pickupGames.id));
  return {
    count: rows.length,
    next: rows.slice(0, PREVIEW_LIMIT).map(({ g, amountCents, refundedCents }) => ({
      title: g.title,
      date: g.date,
      startTime: g.startTime,
      location: g.location,
      paid: centsToDollars((amountCents ?? 0) - (refundedCents ?? 0)),
    })),
  };
}
