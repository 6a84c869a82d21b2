import { and, desc, eq, sql } from 'drizzle-orm';
import { centsToDollars } from '../../../common/programs.ts';
import { type CreditGrant } from '../../../common/packs.ts';
import { creditGrants, sessionPacks } from '../../db/schema/packs.ts';
import { paymentMethods, payments, ledgerEntries } from '../../db/schema/payments.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { IntentStatus, PaymentIntent } from '../../platform/payments/provider.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { confirmPaid } from '../payments/confirm.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { isSpent, lockPayment, recordCharge, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { packForSale } from './catalog.ts';
import { myCredits } from './credits.ts';
import { en, msg } from '../../../common/messages/index.ts';

const DAY = 24 * 3600_000;
const REUSABLE: ReadonlySet<IntentStatus> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

const buyer = (user: User) => {
  if (user.role !== 'ATHLETE' && user.role !== 'PARENT') throw forbidden(msg('packs.onlyMembers'));
  return user;
};

/**
 * POST /api/packs/:id/payment-intent: the pack's price as a payment intent, for the card form or a
 * saved card. Idempotent while it is open: a reload answers the same intent (the user's row is
 * locked while the open payment is found or made, as the pickup checkout does).
 */
export async function createPackIntent(ctx: AppContext, user: User, packId: number, paymentMethodId?: string) {
  buyer(user);
  const pack = await packForSale(ctx.db, packId);
  let saved: string | undefined;
  if (paymentMethodId) {
    const [pm] = await ctx.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, user.id), eq(paymentMethods.providerMethodId, paymentMethodId)));
    if (!pm) throw notFound(msg('packs.savedCardNotFound'));
    saved = pm.providerMethodId;
  }
  const customerId = await ensureCustomer(ctx, user);
  const payment = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, user.id),
          eq(payments.kind, 'PACK'),
          eq(payments.status, 'PENDING'),
          eq(payments.amountCents, pack.priceCents),
          sql`${payments.details}->>'packId' = ${String(pack.id)}`,
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return (
      open ??
      (
        await tx
          .insert(payments)
          .values({ provider: ctx.payments.name, userId: user.id, kind: 'PACK', amountCents: pack.priceCents, details: { packId: pack.id } })
          .returning()
      )[0]!
    );
  });
  if (payment.intentId) {
    const intent = await ctx.payments.retrieveIntent(payment.intentId);
    if (REUSABLE.has(intent.status) && intent.paymentMethodId === (saved ?? intent.paymentMethodId)) {
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: centsToDollars(pack.priceCents) };
    }
    if (intent.status === 'succeeded') {
      await fulfilPackPayment(ctx, intent);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: centsToDollars(pack.priceCents) };
    }
    const after = await ctx.payments.cancelIntent(intent.id).catch(() => intent);
    if (after.status === 'succeeded') {
      await fulfilPackPayment(ctx, after);
      return { clientSecret: after.clientSecret, paymentIntentId: after.id, amount: centsToDollars(pack.priceCents) };
    }
  }
  try {
    const intent = await ctx.payments.createIntent({
      amountCents: pack.priceCents,
      currency: 'usd',
      customerId,
      description: `${pack.name} (${pack.credits} sessions)`,
      metadata: { paymentId: String(payment.id), kind: 'PACK', packId: String(pack.id), userId: String(user.id) },
      paymentMethodId: saved,
      idempotencyKey: `payment-${payment.id}${saved ? `-${saved}` : ''}${payment.intentId ? `-${ctx.now().getTime()}` : ''}`,
    });
    await ctx.db.update(payments).set({ intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: centsToDollars(pack.priceCents) };
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'creating the pack payment intent failed');
    throw new HttpError(502, msg('packs.paymentFailed'));
  }
}

/**
 * A succeeded pack payment becomes a grant of credits, exactly once (one grant per payment), with the
 * pack's terms of the moment it was paid for; the credits bought are a ledger movement. The provider's
 * webhook, the browser's purchase call and the unseen-charge sweep all come here.
 */
export async function fulfilPackPayment(ctx: AppContext, intent: PaymentIntent): Promise<number> {
  const paymentId = Number(intent.metadata.paymentId);
  const [p] = Number.isInteger(paymentId) && paymentId > 0 && paymentId < 2 ** 31 ? await ctx.db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  if (!p || p.kind !== 'PACK' || p.provider !== ctx.payments.name || String(p.userId) !== intent.metadata.userId || p.amountCents !== intent.amountCents) {
    throw notFound(msg('packs.paymentNotFound'));
  }
  if (intent.status !== 'succeeded') throw new HttpError(402, msg('packs.paymentNotFound'));
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = (await lockPayment(tx, p.id))!;
    const charge = await recordCharge(tx, locked, intent, ctx.now());
    const [existing] = await tx.select({ id: creditGrants.id }).from(creditGrants).where(eq(creditGrants.paymentId, locked.id));
    if (existing) return { grantId: existing.id, refundIds: [charge.refundId] };
    // The buyer's row, shared: a deletion holds it, so credits never go to a deleted account; its money goes back (issue 29, defect 5).
    const [owner] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, locked.userId)).for('share');
    if (!owner || owner.deletedAt) {
      await tx
        .update(payments)
        .set({ intentId: intent.id, failureMessage: en('account.deletedDuringPayment'), updatedAt: ctx.now() })
        .where(eq(payments.id, locked.id));
      const refundId = await requestRefund(
        tx,
        locked,
        locked.amountCents - locked.refundedCents,
        'account deleted when the payment completed',
        `payment-${locked.id}-account-deleted`,
        ctx.now(),
      );
      return { grantId: null, refundIds: [charge.refundId, refundId], deleted: true };
    }
    if (charge.outcome === 'duplicate' || (await isSpent(tx, locked.id))) return { grantId: null, refundIds: [charge.refundId] };
    await tx.update(payments).set({ status: 'SUCCEEDED', intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, locked.id));
    // The terms as paid for: a pack retired or edited since still gives what was bought.
    const [pack] = await tx
      .select()
      .from(sessionPacks)
      .where(eq(sessionPacks.id, Number(locked.details.packId)));
    if (!pack) throw notFound(msg('packs.notFound'));
    const [grant] = await tx
      .insert(creditGrants)
      .values({
        packId: Number(locked.details.packId),
        ownerId: locked.userId,
        paymentId: locked.id,
        packName: pack.name,
        credits: pack.credits,
        priceCents: locked.amountCents,
        programIds: pack.programIds,
        expiresAt: new Date(ctx.now().getTime() + pack.validityDays * DAY),
      })
      .returning({ id: creditGrants.id });
    await tx.insert(ledgerEntries).values({
      paymentId: locked.id,
      kind: 'CREDITS_BOUGHT',
      amountCents: locked.amountCents,
      reference: `credits-bought:${grant!.id}`,
      note: `${pack.credits} credits`,
    });
    return { grantId: grant!.id, refundIds: [] };
  });
  // The pack's receipt, after the commit (issue 29).
  kickReceipts(ctx);
  await settleRefunds(ctx, outcome.refundIds);
  if (outcome.grantId === null && 'deleted' in outcome) throw new HttpError(409, msg('account.deletedDuringPayment'));
  if (outcome.grantId === null) throw new HttpError(409, msg('packs.refundedNoCredits'));
  return outcome.grantId;
}

/** POST /api/packs/:id/purchase: the credits of the member's succeeded payment for this pack (its name in the reader's language). */
export async function purchasePack(
  ctx: AppContext,
  user: User,
  packId: number,
  paymentIntentId: string,
  lang: Language = 'en',
): Promise<{ message: string; grant: CreditGrant }> {
  buyer(user);
  const paid = await confirmPaid(ctx, { userId: user.id, kind: 'PACK', item: { key: 'packId', id: packId }, intentId: paymentIntentId }, fulfilPackPayment);
  if (!paid) throw notFound(msg('packs.paymentNotFound'));
  const grant = (await myCredits(ctx.db, user.id, ctx.now(), lang)).grants.find((g) => g.id === paid.outcome)!;
  return { message: msg('packs.bought'), grant };
}
