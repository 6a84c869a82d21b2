import { and, desc, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/bookings.ts';
import { pickupGames } from '../../db/schema/content.ts';
import { pickupPlayers } from '../../db/schema/plans.ts';
import type { User } from '../../db/schema/users.ts';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { refundPayment } from '../bookings/fulfil.ts';
import { ensureCustomer } from '../checkout/customers.ts';
import { assertPickupAccess } from '../subscriptions/limits.ts';

export const PICKUP_MESSAGES = {
  full: 'This game is full.',
  joined: 'You have already joined this game.',
  started: 'This game has already started.',
  payFirst: 'Please pay for this game first.',
  filledDuringPayment: 'This game filled up before your payment completed. Your payment has been refunded.',
  free: 'This game is free: join it directly.',
  notJoined: 'You have not joined this game.',
} as const;

async function loadGame(ctx: AppContext, gameId: number) {
  const [g] = await ctx.db.select().from(pickupGames).where(eq(pickupGames.id, gameId));
  if (!g) throw notFound('This game does not exist.');
  if (g.startsAt.getTime() <= Date.now()) throw conflict(PICKUP_MESSAGES.started);
  return g;
}

/** Takes a place in the game and adds the player, exactly once (the primary key refuses a second join). */
async function addPlayer(tx: Tx, gameId: number, userId: number, paymentId: number | null): Promise<'joined' | 'full' | 'already'> {
  const [already] = await tx.select().from(pickupPlayers).where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, userId)));
  if (already) return 'already';
  const took = await tx
    .update(pickupGames)
    .set({ currentPlayers: sql`${pickupGames.currentPlayers} + 1` })
    .where(and(eq(pickupGames.id, gameId), sql`${pickupGames.currentPlayers} < ${pickupGames.maxPlayers}`))
    .returning({ id: pickupGames.id });
  if (!took[0]) return 'full';
  await tx.insert(pickupPlayers).values({ gameId, userId, paymentId });
  return 'joined';
}

export async function createGameIntent(ctx: AppContext, user: User, gameId: number) {
  const game = await loadGame(ctx, gameId);
  await assertPickupAccess(ctx.db, user.id);
  if (game.cost === 0) throw badRequest(PICKUP_MESSAGES.free);
  const [joined] = await ctx.db.select().from(pickupPlayers).where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id)));
  if (joined) throw conflict(PICKUP_MESSAGES.joined);
  if (game.currentPlayers >= game.maxPlayers) throw conflict(PICKUP_MESSAGES.full);
  const [payment] = await ctx.db.insert(payments).values({ provider: ctx.payments.name, userId: user.id, kind: 'PICKUP', amountCents: game.cost, details: { gameId } }).returning();
  const intent = await ctx.payments.createIntent({
    amountCents: game.cost,
    currency: 'usd',
    customerId: await ensureCustomer(ctx, user),
    description: `${game.title} on ${game.date}`,
    metadata: { paymentId: String(payment!.id), kind: 'PICKUP', gameId: String(gameId), userId: String(user.id) },
    idempotencyKey: `payment-${payment!.id}`,
  });
  await ctx.db.update(payments).set({ intentId: intent.id }).where(eq(payments.id, payment!.id));
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    gameDetails: { id: game.id, title: game.title, sport: game.sport, date: game.date, startTime: game.startTime, endTime: game.endTime, location: game.location, cost: game.cost },
  };
}

/** A succeeded game payment becomes a place in the game, once; a game that filled meanwhile refunds it. */
export async function fulfilPickupPayment(ctx: AppContext, paymentId: number): Promise<'joined' | 'already'> {
  const [p] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p?.intentId || p.kind !== 'PICKUP') throw notFound('Payment not found');
  const intent = await ctx.payments.retrieveIntent(p.intentId);
  if (intent.status !== 'succeeded' || intent.amountCents !== p.amountCents) throw new HttpError(402, PICKUP_MESSAGES.payFirst);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, p.id)).for('update');
    if (locked!.status === 'REFUNDED') return 'refunded' as const;
    await tx.update(payments).set({ status: 'SUCCEEDED', updatedAt: new Date() }).where(eq(payments.id, p.id));
    return addPlayer(tx, Number(p.details.gameId), p.userId, p.id);
  });
  if (outcome === 'joined' || outcome === 'already') return outcome;
  if (outcome === 'full') await refundPayment(ctx, p, p.amountCents, 'game full when the payment completed');
  throw conflict(PICKUP_MESSAGES.filledDuringPayment);
}

/** POST /api/pickup-games/{id}/join: free games at once; paid games only with this user's succeeded payment. */
export async function joinGame(ctx: AppContext, user: User, gameId: number, paymentIntentId?: string) {
  const game = await loadGame(ctx, gameId);
  await assertPickupAccess(ctx.db, user.id);
  if (game.cost === 0) {
    const outcome = await ctx.db.transaction((tx) => addPlayer(tx, gameId, user.id, null));
    if (outcome === 'already') throw conflict(PICKUP_MESSAGES.joined);
    if (outcome === 'full') throw conflict(PICKUP_MESSAGES.full);
    return { message: `You're in! See you at ${game.title}.` };
  }
  const conditions = [eq(payments.userId, user.id), eq(payments.kind, 'PICKUP'), sql`${payments.details}->>'gameId' = ${String(gameId)}`];
  if (paymentIntentId) conditions.push(eq(payments.intentId, paymentIntentId));
  const [p] = await ctx.db.select().from(payments).where(and(...conditions)).orderBy(desc(payments.id)).limit(1);
  if (!p) {
    const [joined] = await ctx.db.select().from(pickupPlayers).where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id)));
    if (joined) throw conflict(PICKUP_MESSAGES.joined);
    throw new HttpError(402, PICKUP_MESSAGES.payFirst);
  }
  const outcome = await fulfilPickupPayment(ctx, p.id);
  if (outcome === 'already' && !paymentIntentId) throw conflict(PICKUP_MESSAGES.joined);
  return { message: `You're in! See you at ${game.title}.` };
}

/** Leaving a game frees the place; a paid place is refunded when leaving 24 hours or more ahead. */
export async function leaveGame(ctx: AppContext, user: User, gameId: number) {
  const game = await loadGame(ctx, gameId);
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(pickupPlayers).where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id))).returning();
    if (!row) return null;
    await tx.update(pickupGames).set({ currentPlayers: sql`greatest(${pickupGames.currentPlayers} - 1, 0)` }).where(eq(pickupGames.id, gameId));
    return row;
  });
  if (!removed) throw notFound(PICKUP_MESSAGES.notJoined);
  const refundable = game.startsAt.getTime() - Date.now() >= 24 * 3600_000;
  if (removed.paymentId && refundable) {
    const [p] = await ctx.db.select().from(payments).where(eq(payments.id, removed.paymentId));
    if (p) await refundPayment(ctx, p, p.amountCents - p.refundedCents, `pickup-${gameId}-leave`);
  }
  return { message: removed.paymentId && refundable ? 'You left the game and your payment is refunded.' : 'You left the game.' };
}
