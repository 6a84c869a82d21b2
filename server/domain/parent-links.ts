/**
 * Shared rule: who is a linked parent of which athlete (an ACTIVE athlete link). Bookings, media,
 * progress, registration, coach mail and account deletion all ask it; the parent feature makes
 * and ends the links.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { athleteLinks } from '../db/schema/parent.ts';
import { users, type User } from '../db/schema/users.ts';

/** The athletes a parent is actively linked to. */
export async function linkedAthletes(db: Db | Tx, parentId: number): Promise<User[]> {
  const rows = await db
    .select({ user: users })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.athleteId))
    .where(and(eq(athleteLinks.parentId, parentId), eq(athleteLinks.status, 'ACTIVE')));
  return rows.map((r) => r.user);
}

export async function isLinked(db: Db | Tx, parentId: number, athleteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: athleteLinks.id })
    .from(athleteLinks)
    .where(and(eq(athleteLinks.parentId, parentId), eq(athleteLinks.athleteId, athleteId), eq(athleteLinks.status, 'ACTIVE')))
    .limit(1);
  return rows.length > 0;
}

/** Parents actively linked to an athlete (they receive the athlete's notices). */
export async function linkedParents(db: Db | Tx, athleteId: number): Promise<User[]> {
  const rows = await db
    .select({ user: users })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.parentId))
    .where(and(eq(athleteLinks.athleteId, athleteId), eq(athleteLinks.status, 'ACTIVE')));
  return rows.map((r) => r.user);
}
