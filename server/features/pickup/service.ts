import { asc, eq, gt, sql } from 'drizzle-orm';
import type { PickupGame, StaffGame } from '../../../common/pickup.ts';
import type { Db } from '../../db/client.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized } from '../../platform/i18n/localized.ts';

/** Upcoming games, their title and place in `lang` (decision 066); `joined` tells whether the signed-in user has a place. */
export async function listUpcomingGames(db: Db, userId: number | null, lang: Language = 'en'): Promise<PickupGame[]> {
  const rows = await db
    .select()
    .from(pickupGames)
    .where(gt(pickupGames.startsAt, sql`now()`))
    .orderBy(asc(pickupGames.startsAt));
  const mine = userId
    ? new Set((await db.select({ id: pickupPlayers.gameId }).from(pickupPlayers).where(eq(pickupPlayers.userId, userId))).map((r) => r.id))
    : new Set<number>();
  return rows.map((g) => ({
    joined: mine.has(g.id),
    id: g.id,
    title: localized(g.title, g.titleEs, lang),
    sport: g.sport,
    date: g.date,
    startTime: g.startTime,
    endTime: g.endTime,
    startsAt: g.startsAt.toISOString(),
    location: localized(g.location, g.locationEs, lang),
    currentPlayers: g.currentPlayers,
    maxPlayers: g.maxPlayers,
    cost: g.cost,
    skillLevel: g.skillLevel,
  }));
}

/** Upcoming games as staff edit them: the English, and the Spanish beside it. */
export async function listStaffGames(db: Db): Promise<StaffGame[]> {
  const rows = await db
    .select({ id: pickupGames.id, titleEs: pickupGames.titleEs, locationEs: pickupGames.locationEs })
    .from(pickupGames)
    .where(gt(pickupGames.startsAt, sql`now()`));
  const spanish = new Map(rows.map((r) => [r.id, r]));
  return (await listUpcomingGames(db, null)).map((g) => ({
    ...g,
    titleEs: spanish.get(g.id)?.titleEs ?? null,
    locationEs: spanish.get(g.id)?.locationEs ?? null,
  }));
}
