import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { msg } from '../../../../common/messages/index.ts';
import { offerWindowMs, type StaffWaitlistEntry } from '../../../../common/waitlist.ts';
import { waitlistEntries } from '../../../db/schema/bookings.ts';
import { trainingSessions } from '../../../db/schema/programs.ts';
import { users, type User } from '../../../db/schema/users.ts';
import { audit } from '../../../platform/audit.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { checkAgeGroup } from '../age-group.ts';
import { ACTIVE, makeOffer } from './offers.ts';

/** The waitlist for staff: a session's line on the roster, moving someone in it, offering a place by hand. */

/** A session's line for the roster: offered first, then waiting in order. */
export async function sessionWaitlist(ctx: AppContext, sessionId: number): Promise<StaffWaitlistEntry[]> {
  const rows = await ctx.db
    .select({ w: waitlistEntries, a: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.athleteId))
    .where(and(eq(waitlistEntries.sessionId, sessionId), inArray(waitlistEntries.status, ACTIVE)))
    .orderBy(desc(sql`${waitlistEntries.status} = 'OFFERED'`), asc(waitlistEntries.sortKey), asc(waitlistEntries.id));
  let position = 0;
  return rows.map(({ w, a }) => ({
    id: w.id,
    status: w.status,
    position: w.status === 'WAITING' ? ++position : null,
    offerExpiresAt: w.status === 'OFFERED' ? (w.offerExpiresAt?.toISOString() ?? null) : null,
    autoBook: w.autoBook,
    joinedAt: w.createdAt.toISOString(),
    athlete: a,
  }));
}

/** Staff move someone waiting to another place in line (1 = first). */
export async function moveInLine(ctx: AppContext, staff: User, entryId: number, position: number) {
  await ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!w) throw notFound(msg('waitlist.notFound'));
    await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.id, w.sessionId)).for('update');
    const [current] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (current?.status !== 'WAITING') throw conflict(msg('waitlist.onlyWaiting'));
    const others = await tx
      .select({ sortKey: waitlistEntries.sortKey })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, w.sessionId), eq(waitlistEntries.status, 'WAITING'), ne(waitlistEntries.id, entryId)))
      .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id));
    const at = Math.min(position, others.length + 1) - 1;
    const before = others[at - 1]?.sortKey;
    const after = others[at]?.sortKey;
    const sortKey = before === undefined ? (after === undefined ? current.sortKey : after - 1000) : after === undefined ? before + 1000 : (before + after) / 2;
    await tx.update(waitlistEntries).set({ sortKey, updatedAt: ctx.now() }).where(eq(waitlistEntries.id, entryId));
    await audit(tx, staff.id, 'move', 'waitlist', entryId, { position });
  });
  return { message: msg('waitlist.moved') };
}

/**
 * Staff offer someone waiting a place out of turn: the session gets one more place and it is held
 * for them at once, as any offer (e-mail, expiry, checkout).
 */
export async function offerByHand(ctx: AppContext, staff: User, entryId: number, now = ctx.now()) {
  const offer = await ctx.db.transaction(async (tx) => {
    const [w0] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!w0) throw notFound(msg('waitlist.notFound'));
    const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, w0.sessionId)).for('update');
    const [w] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (w?.status !== 'WAITING') throw conflict(msg('waitlist.onlyWaiting'));
    const window = offerWindowMs(s!.startsAt, now);
    if (s!.status !== 'ACTIVE' || window <= 0) throw conflict(msg('waitlist.notOpen'));
    // Out of turn, but not outside the age group: staff grant an exception first (issue 29).
    const age = await checkAgeGroup(tx, s!, w.athleteId);
    if (age.refusal) throw age.refusal;
    await tx
      .update(trainingSessions)
      .set({ totalSpots: sql`${trainingSessions.totalSpots} + 1` })
      .where(eq(trainingSessions.id, s!.id));
    const made = await makeOffer(ctx, tx, s!, w, new Date(now.getTime() + window));
    await audit(tx, staff.id, 'offer', 'waitlist', entryId, { sessionId: s!.id });
    return made;
  });
  void ctx.caches.invalidate();
  return { message: msg('waitlist.offered'), offer };
}
