import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import type { IntentStatus, PaymentIntent } from '../../platform/payments/provider.ts';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../platform/errors.ts';
import { lockPayment, recordCharge, recordForfeit, requestRefund, isSpent } from '../payments/ledger.ts';
import { confirmPaid, findOwnPayment } from '../payments/confirm.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { capabilityGate } from '../../domain/capabilities.ts';
import { waiverRefusal } from '../waivers/gate.ts';
import { en, msg } from '../../../common/messages/index.ts';

/** Only plans with pickup games join or pay for one. */
const pickupAccess = capabilityGate('pickupGames', 'pickup: joining and paying for a game', (plan) => msg('pickup.notIncluded', { plan }));

async function loadGame(ctx: AppContext, gameId: number) {
  const [g] = await ctx.db.select().from(pickupGames).where(eq(pickupGames.id, gameId));
  if (!g) throw notFound(msg('pickup.missing'));
  if (g.startsAt.getTime() <= ctx.now().getTime()) throw conflict(msg('pickup.started'));
  return g;
}

/**
 * Takes a place in the game and adds the player, exactly once (the primary key refuses a second join).
 * The player's row is shared first: a deletion holds it until the account is gone, so a place is never
 * added to a deleted account (issue 29, defect 5; decision 038).
 */
async function addPlayer(
  tx: Tx,
  gameId: number,
  userId: number,
  paymentId: number | null,
  now: Date,
): Promise<'joined' | 'full' | 'already' | 'gone' | 'deleted'> {
  const [player] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('share');
  if (!player || player.deletedAt) return 'deleted';
  const [game] = await tx.select({ startsAt: pickupGames.startsAt }).from(pickupGames).where(eq(pickupGames.id, gameId)).for('update');
  if (!game || game.startsAt.getTime() <= now.getTime()) return 'gone';
  const [already] = await tx
    .select()
    .from(pickupPlayers)
    .where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, userId)));
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

const REUSABLE: ReadonlySet<IntentStatus> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

/**
 * The user's one open payment for this game at its current cost: found or started under a lock on
 * the user's row, so reloads and parallel requests share it. Open payments at another cost (the price
 * changed) are closed, and their intents returned for cancelling.
 */
async function openGamePayment(ctx: AppContext, user: User, gameId: number, amountCents: number) {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const open = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, user.id),
          eq(payments.kind, 'PICKUP'),
          eq(payments.status, 'PENDING'),
          eq(payments.provider, ctx.payments.name),
          sql`${payments.details}->>'gameId' = ${String(gameId)}`,
        ),
      )
      .orderBy(desc(payments.id));
    const current = open.find((p) => p.amountCents === amountCents);
    const stale = open.filter((p) => p !== current);
    if (stale.length) {
      await tx
        .update(payments)
        .set({ status: 'CANCELED', updatedAt: ctx.now() })
        .where(
          inArray(
            payments.id,
            stale.map((p) => p.id),
          ),
        );
    }
    const payment =
      current ??
      (await tx.insert(payments).values({ provider: ctx.payments.name, userId: user.id, kind: 'PICKUP', amountCents, details: { gameId } }).returning())[0]!;
    return { payment, staleIntents: stale.flatMap((p) => (p.intentId ? [p.intentId] : [])) };
  });
}

/**
 * POST /api/pickup-games/create-payment-intent: the page calls it on every load, so it is idempotent.
 * The user's open intent for this game and cost is answered again; a new one is made only when there
 * is none (first visit, the price changed, the old one was cancelled). An intent that already succeeded
 * is fulfilled here, in case neither the browser nor the webhook did it.
 */
export async function createGameIntent(ctx: AppContext, user: User, gameId: number) {
  const game = await loadGame(ctx, gameId);
  await pickupAccess.assert(ctx.db, user.id);
  if (game.cost === 0) throw badRequest(msg('pickup.free'));
  await assertWaiverSigned(ctx, user);
  const [joined] = await ctx.db
    .select()
    .from(pickupPlayers)
    .where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id)));
  if (joined) throw conflict(msg('pickup.joined'));
  if (game.currentPlayers >= game.maxPlayers) throw conflict(msg('pickup.full'));
  const gameDetails = {
    id: game.id,
    title: game.title,
    sport: game.sport,
    date: game.date,
    startTime: game.startTime,
    endTime: game.endTime,
    location: game.location,
    cost: game.cost,
  };
  const customerId = await ensureCustomer(ctx, user);

  for (let attempt = 0; attempt < 2; attempt++) {
    const { payment, staleIntents } = await openGamePayment(ctx, user, gameId, game.cost);
    for (const id of staleIntents)
      await ctx.payments.cancelIntent(id).catch((err) => ctx.log.warn({ err, intentId: id }, 'cancelling an outdated game intent failed'));
    if (payment.intentId) {
      const intent = await ctx.payments.retrieveIntent(payment.intentId);
      if (REUSABLE.has(intent.status) && intent.amountCents === payment.amountCents) {
        return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, gameDetails };
      }
      if (intent.status === 'succeeded') {
        await fulfilPickupPayment(ctx, intent);
        throw conflict(msg('pickup.joined'));
      }
      // Cancelled at the provider (or not what we asked for): close it and start a new one.
      await ctx.db
        .update(payments)
        .set({ status: 'CANCELED', updatedAt: ctx.now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')));
      continue;
    }
    // Parallel first calls share the payment row, and its idempotency key gives them the same intent.
    const intent = await ctx.payments.createIntent({
      amountCents: game.cost,
      currency: 'usd',
      customerId,
      description: `${game.title} on ${game.date}`,
      metadata: { paymentId: String(payment.id), kind: 'PICKUP', gameId: String(gameId), userId: String(user.id) },
      idempotencyKey: `payment-${payment.id}`,
    });
    await ctx.db.update(payments).set({ intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, gameDetails };
  }
  throw new HttpError(502, msg('packs.paymentFailed'));
}

/**
 * A succeeded game payment becomes a place in the game, once. With the payment row locked (as leaving
 * locks it), it checks the payment is not refunded (a leave refunds it: a place and its payment change
 * together) and not a second charge; a game that filled, started or was removed meanwhile refunds it.
 */
export async function fulfilPickupPayment(ctx: AppContext, intent: PaymentIntent): Promise<'joined' | 'already'> {
  const paymentId = Number(intent.metadata.paymentId);
  const [p] = Number.isInteger(paymentId) && paymentId > 0 && paymentId < 2 ** 31 ? await ctx.db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  if (!p || p.kind !== 'PICKUP' || String(p.userId) !== intent.metadata.userId) throw notFound(msg('payments.paymentNotFound'));
  if (intent.status !== 'succeeded' || intent.amountCents !== p.amountCents) throw new HttpError(402, msg('pickup.payFirst'));
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = (await lockPayment(tx, p.id))!;
    const charge = await recordCharge(tx, locked, intent, ctx.now());
    const [player] = await tx
      .select()
      .from(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, Number(locked.details.gameId)), eq(pickupPlayers.userId, locked.userId)));
    if (player?.paymentId === locked.id) return { result: 'already' as const, refundIds: [charge.refundId] };
    if (charge.outcome === 'duplicate' || locked.status === 'REFUNDED' || (await isSpent(tx, locked.id)))
      return { result: 'refunded' as const, refundIds: [charge.refundId], why: locked.failureMessage };
    await tx.update(payments).set({ status: 'SUCCEEDED', intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, locked.id));
    const added = await addPlayer(tx, Number(locked.details.gameId), locked.userId, locked.id, ctx.now());
    if (added === 'joined' || added === 'already') return { result: added, refundIds: [] };
    if (added === 'deleted')
      await tx
        .update(payments)
        .set({ failureMessage: en('account.deletedDuringPayment') })
        .where(eq(payments.id, locked.id));
    const reason =
      added === 'full'
        ? 'game full when the payment completed'
        : added === 'deleted'
          ? 'account deleted when the payment completed'
          : 'game gone when the payment completed';
    const refundId = await requestRefund(tx, locked, locked.amountCents, reason, `payment-${locked.id}-not-joined`, ctx.now());
    return { result: added, refundIds: [refundId] };
  });
  // The game's receipt, after the commit (issue 29).
  kickReceipts(ctx);
  await settleRefunds(ctx, outcome.refundIds);
  if (outcome.result === 'joined' || outcome.result === 'already') return outcome.result;
  if (outcome.result === 'refunded') throw new HttpError(409, ('why' in outcome && outcome.why) || msg('pickup.refunded'));
  if (outcome.result === 'deleted') throw conflict(msg('account.deletedDuringPayment'));
  throw conflict(outcome.result === 'full' ? msg('pickup.filledDuringPayment') : msg('pickup.goneDuringPayment'));
}

/**
 * A pickup game is physical activity at the facility: the player signs the latest waiver first, as
 * for a training session (decision 043). Checked before a free place or a paid game's intent; the
 * join that fulfils a payment already made does not ask again (a signature is never undone).
 */
async function assertWaiverSigned(ctx: AppContext, user: User): Promise<void> {
  const refusal = await waiverRefusal(ctx.db, user, ctx.config.FACILITY_TZ);
  if (refusal) throw refusal;
}

/** POST /api/pickup-games/{id}/join: free games at once; paid games only with this user's succeeded payment. */
export async function joinGame(ctx: AppContext, user: User, gameId: number, paymentIntentId?: string) {
  const game = await loadGame(ctx, gameId);
  await pickupAccess.assert(ctx.db, user.id);
  if (game.cost === 0) {
    await assertWaiverSigned(ctx, user);
    const outcome = await ctx.db.transaction((tx) => addPlayer(tx, gameId, user.id, null, ctx.now()));
    if (outcome === 'already') throw conflict(msg('pickup.joined'));
    if (outcome === 'full') throw conflict(msg('pickup.full'));
    if (outcome === 'gone') throw conflict(msg('pickup.started'));
    if (outcome === 'deleted') throw unauthorized();
    return { message: msg('pickup.youreIn', { title: game.title, titleEs: game.titleEs }) };
  }
  const query = { userId: user.id, kind: 'PICKUP' as const, item: { key: 'gameId', id: gameId }, intentId: paymentIntentId };
  const paid = await confirmPaid(ctx, query, fulfilPickupPayment);
  if (!paid) {
    const [joined] = await ctx.db
      .select()
      .from(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id)));
    if (joined && !(await findOwnPayment(ctx, query))) throw conflict(msg('pickup.joined'));
    throw new HttpError(402, msg('pickup.payFirst'));
  }
  if (paid.outcome === 'already' && !paymentIntentId) throw conflict(msg('pickup.joined'));
  return { message: msg('pickup.youreIn', { title: game.title, titleEs: game.titleEs }) };
}

/**
 * Leaving a game frees the place; a paid place is refunded when leaving 24 hours or more ahead, and
 * the money is kept (a FORFEIT in the ledger) when later. The payment row is locked first, as
 * fulfilment locks it, so the place and its payment change together: after any mix of leave and
 * join the player is either in with a succeeded payment or out with it refunded.
 */
export async function leaveGame(ctx: AppContext, user: User, gameId: number) {
  const game = await loadGame(ctx, gameId);
  const refundable = game.startsAt.getTime() - ctx.now().getTime() >= 24 * 3600_000;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [seen] = await tx
      .select()
      .from(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id)));
    const payment = seen?.paymentId ? await lockPayment(tx, seen.paymentId) : null;
    const [row] = await tx
      .delete(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, gameId), eq(pickupPlayers.userId, user.id)))
      .returning();
    if (!row) return null;
    await tx
      .update(pickupGames)
      .set({ currentPlayers: sql`greatest(${pickupGames.currentPlayers} - 1, 0)` })
      .where(eq(pickupGames.id, gameId));
    if (!payment || payment.id !== row.paymentId) return { paid: false, refundId: null };
    const left = payment.amountCents - payment.refundedCents;
    if (!refundable) {
      await recordForfeit(tx, payment, left, `pickup:${gameId}:${user.id}:${payment.id}`, 'left less than 24 hours ahead');
      return { paid: true, refundId: null };
    }
    return {
      paid: true,
      refundId: await requestRefund(tx, payment, left, 'left the game 24 hours or more ahead', `pickup-${gameId}-leave-${payment.id}`, ctx.now()),
    };
  });
  if (!outcome) throw notFound(msg('pickup.notJoined'));
  await settleRefunds(ctx, [outcome.refundId]);
  return { message: msg(outcome.paid && refundable ? 'pickup.leftRefunded' : 'pickup.left') };
}
