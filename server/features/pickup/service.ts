import { asc, gt, sql } from 'drizzle-orm';
import type { PickupGame } from '../../../common/pickup.ts';
import type { Db } from '../../db/client.ts';
import { pickupGames } from '../../db/schema/content.ts';

export async function listUpcomingGames(db: Db): Promise<PickupGame[]> {
  const rows = await db.select().from(pickupGames).where(gt(pickupGames.startsAt, sql`now()`)).orderBy(asc(pickupGames.startsAt));
  return rows.map((g) => ({
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
