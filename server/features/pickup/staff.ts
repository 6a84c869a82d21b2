import { eq } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import type { z } from 'zod';
import type { gameInputSchema } from '../../../common/pickup.ts';
import type { Db } from '../../db/client.ts';
import { pickupGames } from '../../db/schema/pickup.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

export async function saveGame(db: Db, staff: User, tz: string, id: number | null, input: z.output<typeof gameInputSchema>) {
  if (input.endTime <= input.startTime) throw badRequest(msg('pickup.endAfterStart'));
  // Empty Spanish is none: readers of Spanish see the English (decision 066).
  const values = {
    ...input,
    titleEs: input.titleEs || null,
    locationEs: input.locationEs || null,
    startsAt: fromZonedTime(`${input.date}T${input.startTime}`, tz),
  };
  return db.transaction(async (tx) => {
    if (id) {
      const [g] = await tx.select().from(pickupGames).where(eq(pickupGames.id, id)).for('update');
      if (!g) throw notFound(msg('pickup.notFound'));
      if (input.maxPlayers < g.currentPlayers) throw conflict(msg('pickup.maxBelowPlayers', { players: g.currentPlayers }));
      await tx.update(pickupGames).set(values).where(eq(pickupGames.id, id));
    } else {
      id = (await tx.insert(pickupGames).values(values).returning())[0]!.id;
    }
    await audit(tx, staff.id, 'save', 'pickup_game', id, { ...input });
    return { id };
  });
}

export async function removeGame(db: Db, staff: User, id: number) {
  return db.transaction(async (tx) => {
    const [g] = await tx.select().from(pickupGames).where(eq(pickupGames.id, id));
    if (!g) throw notFound(msg('pickup.notFound'));
    if (g.currentPlayers > 0) throw conflict(msg('pickup.hasPlayers'));
    await tx.delete(pickupGames).where(eq(pickupGames.id, id));
    await audit(tx, staff.id, 'delete', 'pickup_game', id, {});
    return { message: msg('pickup.removed') };
  });
}
