import { and, desc, eq, inArray, isNull, lt, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { ledgerEntries, paymentMethods, payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { PaymentError, type PaymentIntent } from '../../platform/payments/provider.ts';
import type { PaymentProduct } from '../../platform/payments/products.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { lockPayment, recordCharge, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { en, msg } from '../../../common/messages/index.ts';

/*
 * No-show and late-cancel fees (issue 32, decision 060). Under the fee policy a strike is made with
 * its fee's payment, PENDING, in the transaction that records the strike (server/domain/
 * attendance-policy.ts). After that commit the fee is charged to the payer's saved card (the default
 * one, else the newest) without them present; the charge is a ledger CHARGE with its receipt, like
 * every other. No saved card, or a decline: the fee is not collected (FAILED, with why) and staff
 * decide. Forgiving the strike (or clearing the no-show mark) releases the fee: a charged fee is
 * refunded in full, one not charged yet is cancelled, and a charge that lands after that is refunded
 * at once. Lock order: the strike, then the fee's payment.
 */

const FEE_WAIT_MS = 30_000;

/** The payment of a FEE intent, checked against the intent (the provider's word is re-read, never the browser's). */
async function feePaymentOf(db: Db | Tx, intent: PaymentIntent) {
  const paymentId = Number(intent.metadata.paymentId);
  const [p] = Number.isInteger(paymentId) && paymentId > 0 && paymentId < 2 ** 31 ? await db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  if (!p || p.kind !== 'FEE' || String(p.userId) !== intent.metadata.userId || p.amountCents !== intent.amountCents)
    throw notFound(msg('payments.paymentNotFound'));
  return p;
}

/**
 * A succeeded fee charge, recorded exactly once (a replay records nothing more). When the strike was
 * forgiven or dropped before the charge landed, the charge is refunded in full at once.
 */
export async function fulfilFee(ctx: AppContext, intent: PaymentIntent): Promise<'charged' | 'refunded'> {
  const p = await feePaymentOf(ctx.db, intent);
  if (intent.status !== 'succeeded') return 'refunded';
  const outcome = await ctx.db.transaction(async (tx) => {
    // The strike first, then the payment (the order forgiveness takes).
    const [strike] = await tx.select().from(attendanceStrikes).where(eq(attendanceStrikes.feePaymentId, p.id)).for('update');
    const locked = (await lockPayment(tx, p.id))!;
    const charge = await recordCharge(tx, locked, intent, ctx.now());
    if (charge.outcome === 'duplicate') return { result: 'charged' as const, refundIds: [charge.refundId] };
    if (!strike || strike.forgivenAt || locked.status === 'CANCELED' || locked.status === 'REFUNDED') {
      await tx.update(payments).set({ intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, locked.id));
      const refundId = await requestRefund(
        tx,
        locked,
        locked.amountCents - locked.refundedCents,
        'fee forgiven before the charge completed',
        `fee-${locked.id}-released`,
        ctx.now(),
        intent.id,
      );
      return { result: 'refunded' as const, refundIds: [charge.refundId, refundId] };
    }
    await tx.update(payments).set({ status: 'SUCCEEDED', intentId: intent.id, failureMessage: null, updatedAt: ctx.now() }).where(eq(payments.id, locked.id));
    return { result: 'charged' as const, refundIds: [charge.refundId] };
  });
  kickReceipts(ctx);
  await settleRefunds(ctx, outcome.refundIds);
  return outcome.result;
}

/** Marks a fee not collected (no saved card, or the card declined), unless something else settled it first. */
async function notCollected(ctx: AppContext, paymentId: number, why: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (locked?.status !== 'PENDING') return;
    await tx.update(payments).set({ status: 'FAILED', failureMessage: why, updatedAt: ctx.now() }).where(eq(payments.id, paymentId));
  });
}

/**
 * Charges a PENDING fee to the payer's saved card, once: the provider's idempotency key is the
 * payment's, so two chargers at once (the request and the job) make one charge. A fee whose strike
 * was forgiven meanwhile is not charged. Errors other than a decline leave it PENDING for the job.
 */
export async function chargeFee(ctx: AppContext, paymentId: number): Promise<void> {
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.kind, 'FEE')));
  if (!p || p.status !== 'PENDING') return;
  const [strike] = await ctx.db.select({ forgivenAt: attendanceStrikes.forgivenAt }).from(attendanceStrikes).where(eq(attendanceStrikes.feePaymentId, p.id));
  if (!strike || strike.forgivenAt) return;
  const [payer] = await ctx.db.select().from(users).where(eq(users.id, p.userId));
  const [card] = await ctx.db
    .select({ id: paymentMethods.providerMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, p.userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
  if (!payer || payer.deletedAt || !card) return notCollected(ctx, p.id, en('attendancePolicy.feeNoCard'));
  let intent: PaymentIntent;
  try {
    const customerId = await ensureCustomer(ctx, payer);
    intent = await ctx.payments.chargeSavedCard({
      amountCents: p.amountCents,
      currency: p.currency,
      customerId,
      description: String(p.details.label ?? 'Attendance fee'),
      metadata: { paymentId: String(p.id), kind: 'FEE', userId: String(p.userId), strikeId: String(p.details.strikeId ?? '') },
      paymentMethodId: card.id,
      idempotencyKey: `fee-${p.id}-${card.id}`,
    });
  } catch (err) {
    if (err instanceof PaymentError) return notCollected(ctx, p.id, err.message);
    ctx.log.error({ err, paymentId: p.id }, 'charging the fee failed; the job tries again');
    return;
  }
  // The intent is noted only while nothing else settled the fee (a forgiveness cancels it; the charge is then refunded by fulfilFee).
  await ctx.db
    .update(payments)
    .set({ intentId: intent.id, updatedAt: ctx.now() })
    .where(and(eq(payments.id, p.id), isNull(payments.intentId)));
  if (intent.status === 'succeeded') await fulfilFee(ctx, intent);
}

/** Charges the fees just made by a commit (the request waits for the provider: one call per fee). */
export async function chargeFees(ctx: AppContext, ids: Array<number | null | undefined>): Promise<void> {
  for (const id of ids)
    if (id) await chargeFee(ctx, id).catch((err: unknown) => ctx.log.error({ err, paymentId: id }, 'charging the fee failed; the job tries again'));
}

/**
 * Releases a strike's fee inside the caller's transaction (the strike already locked or deleted):
 * a charged fee is refunded in full, one not charged yet is cancelled. Returns the refund to settle
 * after the commit, if any.
 */
export async function releaseFee(tx: Tx, paymentId: number | null, now: Date): Promise<number | null> {
  if (paymentId === null) return null;
  const locked = await lockPayment(tx, paymentId);
  if (!locked || locked.kind !== 'FEE') return null;
  if (locked.status === 'PENDING' || locked.status === 'FAILED') {
    await tx.update(payments).set({ status: 'CANCELED', updatedAt: now }).where(eq(payments.id, paymentId));
    return null;
  }
  if (locked.status !== 'SUCCEEDED') return null;
  // The same key as a late charge's refund in fulfilFee: one refund per fee, however it is released.
  return requestRefund(tx, locked, locked.amountCents - locked.refundedCents, 'fee forgiven', `fee-${locked.id}-released`, now);
}

/**
 * The job (server/jobs/timers.ts): fees still PENDING a while after their strike (the request that
 * made them died before charging, or the provider failed) are charged; an intent a fee noted but
 * never recorded (a crash between the charge and its record) is read back and recorded, or refunded
 * when the fee was released meanwhile.
 */
export async function chargeDueFees(ctx: AppContext, now = ctx.now()): Promise<number> {
  const before = new Date(now.getTime() - FEE_WAIT_MS);
  const due = await ctx.db
    .select({ id: payments.id, intentId: payments.intentId })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'FEE'),
        inArray(payments.status, ['PENDING', 'CANCELED']),
        lt(payments.updatedAt, before),
        notExists(
          ctx.db
            .select({ id: ledgerEntries.id })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.paymentId, payments.id), eq(ledgerEntries.kind, 'CHARGE'))),
        ),
      ),
    )
    .limit(100);
  let done = 0;
  for (const f of due) {
    try {
      if (f.intentId) {
        const intent = await ctx.payments.retrieveIntent(f.intentId);
        if (intent.status === 'succeeded') await fulfilFee(ctx, intent);
      } else await chargeFee(ctx, f.id);
      done += 1;
    } catch (err) {
      ctx.log.error({ err, paymentId: f.id }, 'the fee job could not settle a fee');
    }
  }
  return done;
}

/**
 * A fee as the payments feature sees it (registered in app.ts under 'FEE'): held while its strike
 * stands unforgiven and it was collected. A fee not collected (no card, a decline) is owed, not held:
 * no charge is expected of it.
 */
export function feeProduct(ctx: AppContext): PaymentProduct {
  return {
    fulfil: (intent) => fulfilFee(ctx, intent),
    held: async (db) =>
      new Set(
        (
          await db
            .select({ id: payments.id })
            .from(attendanceStrikes)
            .innerJoin(payments, eq(payments.id, attendanceStrikes.feePaymentId))
            .where(and(isNull(attendanceStrikes.forgivenAt), eq(payments.status, 'SUCCEEDED')))
        ).map((r) => r.id),
      ),
  };
}
