import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';

// A session's places: taking one, giving one back, and ending the holds that keep one (released, expired).

/**
 * Takes one spot if any is left and nobody is waiting for it; false when the session is full or its
 * free places belong to the waitlist (they are offered in line, waitlist/offers.ts). Safe under any
 * concurrency: joining the line takes the session's row lock too.
 */
export async function takeSpot(tx: Db | Tx, sessionId: number): Promise<boolean> {
  const rows = await tx
    .update(trainingSessions)
    .set({ availableSpots: sql`${trainingSessions.availableSpots} - 1` })
    .where(
      and(
        eq(trainingSessions.id, sessionId),
        sql`${trainingSessions.availableSpots} > 0`,
        sql`not exists (select 1 from ${waitlistEntries} where ${waitlistEntries.sessionId} = ${sessionId} and ${waitlistEntries.status} = 'WAITING')`,
      ),
    )
    .returning({ id: trainingSessions.id });
  return rows.length === 1;
}

export async function returnSpot(tx: Db | Tx, sessionId: number): Promise<void> {
  await tx
    .update(trainingSessions)
    .set({ availableSpots: sql`least(${trainingSessions.availableSpots} + 1, ${trainingSessions.totalSpots})` })
    .where(eq(trainingSessions.id, sessionId));
}

/**
 * Ends an active hold and gives its spot back, exactly once; a waitlist offer it carried ends too
 * (EXPIRED, or LEFT when declined or released). Returns the hold's session when this call ended it
 * (the caller offers the freed place to the line: offerFreedPlaces), else null.
 */
export async function releaseHold(tx: Db | Tx, holdId: number, status: 'RELEASED' | 'EXPIRED', now: Date): Promise<number | null> {
  const ended = await tx
    .update(spotHolds)
    .set({ status })
    .where(and(eq(spotHolds.id, holdId), eq(spotHolds.status, 'ACTIVE')))
    .returning({ sessionId: spotHolds.sessionId });
  if (!ended[0]) return null;
  await returnSpot(tx, ended[0].sessionId);
  await tx
    .update(waitlistEntries)
    .set({ status: status === 'EXPIRED' ? 'EXPIRED' : 'LEFT', updatedAt: now })
    .where(and(eq(waitlistEntries.holdId, holdId), eq(waitlistEntries.status, 'OFFERED')));
  return ended[0].sessionId;
}

/** Expires holds older than their time; returns the sessions whose spots it gave back. */
export async function expireHolds(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: spotHolds.id })
    .from(spotHolds)
    .where(and(eq(spotHolds.status, 'ACTIVE'), lt(spotHolds.expiresAt, now)))
    .limit(200);
  const freed = new Set<number>();
  for (const h of due) {
    const sessionId = await db.transaction((tx) => releaseHold(tx, h.id, 'EXPIRED', now));
    if (sessionId !== null) freed.add(sessionId);
  }
  return [...freed];
}
