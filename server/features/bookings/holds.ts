import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { spotHolds } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/catalog.ts';

/** Takes one spot if any is left; false when the session is full. Safe under any concurrency. */
export async function takeSpot(tx: Db | Tx, sessionId: number): Promise<boolean> {
  const rows = await tx
    .update(trainingSessions)
    .set({ availableSpots: sql`${trainingSessions.availableSpots} - 1` })
    .where(and(eq(trainingSessions.id, sessionId), sql`${trainingSessions.availableSpots} > 0`))
    .returning({ id: trainingSessions.id });
  return rows.length === 1;
}

export async function returnSpot(tx: Db | Tx, sessionId: number): Promise<void> {
  await tx
    .update(trainingSessions)
    .set({ availableSpots: sql`least(${trainingSessions.availableSpots} + 1, ${trainingSessions.totalSpots})` })
    .where(eq(trainingSessions.id, sessionId));
}

/** Ends an active hold and gives its spot back, exactly once. Returns whether this call ended it. */
export async function releaseHold(tx: Db | Tx, holdId: number, status: 'RELEASED' | 'EXPIRED'): Promise<boolean> {
  const ended = await tx
    .update(spotHolds)
    .set({ status })
    .where(and(eq(spotHolds.id, holdId), eq(spotHolds.status, 'ACTIVE')))
    .returning({ sessionId: spotHolds.sessionId });
  if (!ended[0]) return false;
  await returnSpot(tx, ended[0].sessionId);
  return true;
}

/** Expires holds older than their time; returns the ids of the holds it expired. */
export async function expireHolds(db: Db, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: spotHolds.id })
    .from(spotHolds)
    .where(and(eq(spotHolds.status, 'ACTIVE'), lt(spotHolds.expiresAt, now)))
    .limit(200);
  const expired: number[] = [];
  for (const h of due) {
    const done = await db.transaction((tx) => releaseHold(tx, h.id, 'EXPIRED'));
    if (done) expired.push(h.id);
  }
  return expired;
}
