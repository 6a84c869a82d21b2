import { and, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AgeRange } from '../../../../common/age-groups.ts';
import { offerWindowMs } from '../../../../common/waitlist.ts';
import type { Tx } from '../../../db/client.ts';
import { spotHolds, waitlistEntries } from '../../../db/schema/bookings.ts';
import { trainingSessions } from '../../../db/schema/programs.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ageRefusal, athletesForAgeCheck, sessionAgeRange, usableException } from '../age-group.ts';
import { releaseHold } from '../spots.ts';
import { mailOffer, mailOutsideAgeGroup } from './mail.ts';

/** Offers of freed places to the next in line (issue 18, decision 027; the rules are in line.ts), a booking settling its line, and the sweep. */

export const ACTIVE = ['WAITING', 'OFFERED'] as const;

export interface Offer {
  entryId: number;
  holdId: number;
  sessionId: number;
  athleteId: number;
  memberId: number;
  autoBook: boolean;
}

/**
 * Offers every free place of these sessions to the next in their lines, each session in one
 * transaction under its row lock (so a place is never offered twice and offers never outnumber
 * places). Called after every change that frees a place (a cancellation, a reschedule away, an
 * expired or released hold, more capacity) and by the sweep every 30 seconds, which also catches a
 * change whose call was lost. Those who opted in are then charged by autoBookOffers() (auto-book.ts).
 */
export async function offerFreedPlaces(ctx: AppContext, sessionIds: Iterable<number>, now = ctx.now()): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (const sessionId of new Set(sessionIds)) {
    offers.push(...(await ctx.db.transaction((tx) => offerInSession(ctx, tx, sessionId, now))));
  }
  if (offers.length > 0) void ctx.caches.invalidate();
  return offers;
}

async function offerInSession(ctx: AppContext, tx: Tx, sessionId: number, now: Date): Promise<Offer[]> {
  const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
  if (!s) return [];
  const window = offerWindowMs(s.startsAt, now);
  if (s.status !== 'ACTIVE' || window <= 0) {
    await closeLine(tx, sessionId, now);
    return [];
  }
  if (s.availableSpots <= 0) return [];
  const range = await sessionAgeRange(tx, s);
  const line = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.status, 'WAITING'),
        // Someone already paying for this session through a checkout hold is not offered a second place.
        sql`not exists (select 1 from ${spotHolds} h where h.session_id = ${sessionId} and h.athlete_id = ${waitlistEntries.athleteId} and h.status = 'ACTIVE')`,
      ),
    )
    .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id))
    .limit(range ? 500 : s.availableSpots);
  const next = range ? await inAgeGroup(ctx, tx, s, range, line) : line;
  const offers: Offer[] = [];
  for (const w of next) offers.push(await makeOffer(ctx, tx, s, w, new Date(now.getTime() + window)));
  if (offers.length > 0) {
    await tx
      .update(trainingSessions)
      .set({ availableSpots: sql`${trainingSessions.availableSpots} - ${offers.length}` })
      .where(eq(trainingSessions.id, sessionId));
  }
  return offers;
}

/**
 * The first entries in line, up to the free places, whose athlete is inside the session's age group
 * (or has a staff exception). Someone the age group now leaves out (staff changed it after they
 * joined, or revoked their exception) is not offered the place: their entry is CLOSED and the member
 * e-mailed why, so the place goes to the next in line and no free place is kept for nobody (takeSpot
 * refuses places while anyone waits).
 */
async function inAgeGroup(ctx: AppContext, tx: Tx, s: typeof trainingSessions.$inferSelect, range: AgeRange, line: Array<typeof waitlistEntries.$inferSelect>) {
  const athletes = await athletesForAgeCheck(
    tx,
    line.map((w) => w.athleteId),
    s.date,
  );
  const next: Array<typeof waitlistEntries.$inferSelect> = [];
  for (const w of line) {
    if (next.length >= s.availableSpots) break;
    const refusal = ageRefusal(range, athletes.get(w.athleteId) ?? { id: w.athleteId, name: '', age: null });
    if (!refusal || (await usableException(tx, s.id, w.athleteId))) {
      next.push(w);
      continue;
    }
    await tx.update(waitlistEntries).set({ status: 'CLOSED', updatedAt: ctx.now() }).where(eq(waitlistEntries.id, w.id));
    await mailOutsideAgeGroup(ctx, tx, s, w, refusal.ref ?? refusal.message);
  }
  return next;
}

/** Holds a place for the entry (the caller has taken it from the session's count) and e-mails the member. */
export async function makeOffer(
  ctx: AppContext,
  tx: Tx,
  s: typeof trainingSessions.$inferSelect,
  w: typeof waitlistEntries.$inferSelect,
  expiresAt: Date,
): Promise<Offer> {
  const [hold] = await tx
    .insert(spotHolds)
    .values({ sessionId: s.id, payerId: w.memberId, athleteId: w.athleteId, kind: 'OFFER', expiresAt })
    .returning({ id: spotHolds.id });
  await tx
    .update(waitlistEntries)
    .set({ status: 'OFFERED', holdId: hold!.id, offeredAt: ctx.now(), offerExpiresAt: expiresAt, updatedAt: ctx.now() })
    .where(eq(waitlistEntries.id, w.id));
  await mailOffer(ctx, tx, s, w, expiresAt);
  return { entryId: w.id, holdId: hold!.id, sessionId: s.id, athleteId: w.athleteId, memberId: w.memberId, autoBook: w.autoBook };
}

/** Ends a cancelled or started session's line: nobody can be offered a place any more. */
async function closeLine(tx: Tx, sessionId: number, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'CLOSED', updatedAt: now })
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'WAITING')));
}

/** A booking was made for the athlete: their place in this session's line is done (an offer they held elsewhere ends). */
export async function settleLineOnBooking(tx: Tx, sessionId: number, athleteId: number, holdId: number | null, now: Date): Promise<number | null> {
  const open = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.athleteId, athleteId), inArray(waitlistEntries.status, ACTIVE)));
  let freed: number | null = null;
  for (const w of open) {
    if (w.status === 'OFFERED' && w.holdId !== null && w.holdId !== holdId) freed = (await releaseHold(tx, w.holdId, 'RELEASED', now)) ?? freed;
    await tx.update(waitlistEntries).set({ status: 'BOOKED', updatedAt: now }).where(eq(waitlistEntries.id, w.id));
  }
  return freed;
}

/** The sweep: every session with a free place and someone waiting gets its offers; started sessions' lines close. */
export async function sweepWaitlists(ctx: AppContext, now = ctx.now()): Promise<Offer[]> {
  const due = await ctx.db
    .selectDistinct({ id: waitlistEntries.sessionId })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .where(
      and(
        eq(waitlistEntries.status, 'WAITING'),
        or(gt(trainingSessions.availableSpots, 0), ne(trainingSessions.status, 'ACTIVE'), lte(trainingSessions.startsAt, now)),
      ),
    )
    .limit(500);
  return offerFreedPlaces(
    ctx,
    due.map((d) => d.id),
    now,
  );
}
