import { asc, eq, gt, sql } from 'drizzle-orm';
import type { PickupGame } from '../../../common/pickup.ts';
import type { Db } from '../../db/client.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';

/** Upcoming games; `joined` tells whether the signed-in user has a place. */
export async function listUpcomingGames(db: Db, userId: number | null): Promise<PickupGame[]> {
  const rows = await db.select().from(pickupGames).where(gt(pickupGames.startsAt, sql`now()`)).orderBy(asc(pickupGames.startsAt));
  const mine = userId ? new Set((await db.select({ id: pickupPlayers.gameId }).from(pickupPlayers).where(eq(pickupPlayers.userId, userId))).map((r) => r.id)) : new Set<number>();
  return rows.map((g) => ({
    joined: mine.has(g.id),
    id: g.id,
    title: g.title,
    sport: g.sport,
    date: g.date,
    startTime: g.startTime,
    endTime: g.endTime,
    startsAt: g.startsAt.toISOString(),
    location: g.location,
    currentPlayers: g.currentPlayers,
    maxPlayers: g.maxPlayers,
    cost: g.cost,
    skillLevel: g.skillLevel,
  }));
}
