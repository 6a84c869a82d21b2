import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import type { PaymentIntent } from '../../platform/payments/provider.ts';

export type PaymentRow = typeof payments.$inferSelect;

/*
 * The ledger (docs/decisions/019): one append-only row per money movement. Every function here runs
 * inside the caller's transaction, after the caller locked the payment row (lockPayment), so two
 * observers of the same charge, or a charge and a refund, never interleave on one payment.
 */

/** Locks a payment row for the rest of the transaction and returns it. */
export async function lockPayment(tx: Tx, paymentId: number): Promise<PaymentRow | null> {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return p ?? null;
}

export type ChargeOutcome =
  /** The payment's one charge: fulfil it. */
  | 'primary'
  /** A second succeeded charge for a payment already charged: refunded in full (refundId). */
  | 'duplicate';

/**
 * The card a payment was charged to, kept on the payment (`details.paymentMethodId`, with the intent
 * it charged as `details.paymentMethodIntentId`), so its receipts name the card from our own
 * records (the saved card's row) without asking the provider (decision 041). Written under the
 * payment's lock; `payment` (the caller's row) gets the same keys, so a later write of its details
 * keeps them.
 */
export async function noteChargedMethod(tx: Tx, payment: PaymentRow, intentId: string, paymentMethodId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ details: withChargedMethod(intentId, paymentMethodId) })
    .where(eq(payments.id, payment.id));
  payment.details = { ...payment.details, paymentMethodId, paymentMethodIntentId: intentId };
}

/** A payment's details with the card its intent charged added (for an update's `set`). */
export const withChargedMethod = (intentId: string, paymentMethodId: string) =>
  sql`${payments.details} || ${JSON.stringify({ paymentMethodId, paymentMethodIntentId: intentId })}::jsonb`;

/**
 * Records a succeeded charge seen at the provider (idempotent per intent). A payment is charged at
 * most once: a second succeeded intent for the same payment (a card switched while the first was
 * being confirmed) is a duplicate, refunded in full at once. The charge's card is noted on the
 * payment when the intent names it.
 */
export async function recordCharge(
  tx: Tx,
  payment: PaymentRow,
  intent: Pick<PaymentIntent, 'id' | 'amountCents'> & { paymentMethodId?: string | null },
  now: Date,
): Promise<{ outcome: ChargeOutcome; refundId?: number }> {
  await tx
    .insert(ledgerEntries)
    .values({ paymentId: payment.id, kind: 'CHARGE', amountCents: intent.amountCents, intentId: intent.id, reference: `charge:${intent.id}` })
    .onConflictDoNothing({ target: ledgerEntries.reference });
  const [first] = await tx
    .select({ intentId: ledgerEntries.intentId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'CHARGE')))
    .orderBy(ledgerEntries.id)
    .limit(1);
  if (!first || first.intentId === intent.id) {
    if (intent.paymentMethodId && payment.details.paymentMethodIntentId !== intent.id) await noteChargedMethod(tx, payment, intent.id, intent.paymentMethodId);
    return { outcome: 'primary' };
  }
  const refundId = await requestRefund(tx, payment, intent.amountCents, 'duplicate charge', `duplicate:${intent.id}`, now, intent.id);
  return { outcome: 'duplicate', refundId: refundId ?? undefined };
}

/** The intent that carries the payment's charge (the first recorded), if any. */
export async function chargedIntent(tx: Tx | Db, paymentId: number): Promise<string | null> {
  const [first] = await tx
    .select({ intentId: ledgerEntries.intentId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'CHARGE')))
    .orderBy(ledgerEntries.id)
    .limit(1);
  return first?.intentId ?? null;
}

/**
 * Owes a refund: written in the caller's transaction with the change that owes it (the payment is
 * marked REFUNDED when nothing is left to keep), paid by settleRefunds after the commit and retried
 * by a job until the provider confirms it. The same key twice is a no-op. Returns the refund's id.
 */
export async function requestRefund(
  tx: Tx,
  payment: PaymentRow,
  amountCents: number,
  reason: string,
  key: string,
  now: Date,
  intentId?: string,
): Promise<number | null> {
  if (amountCents <= 0) return null;
  const target = intentId ?? (await chargedIntent(tx, payment.id)) ?? payment.intentId;
  if (!target) return null;
  const [row] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, intentId: target, amountCents, reason, key, status: 'PENDING' })
    .onConflictDoNothing({ target: refunds.key })
    .returning({ id: refunds.id });
  if (!row) return null;
  // A duplicate charge's refund does not touch what the payment itself owes.
  if (!key.startsWith('duplicate:')) {
    const refunded = Math.min(payment.amountCents, payment.refundedCents + amountCents);
    await tx
      .update(payments)
      .set({ refundedCents: refunded, status: refunded >= payment.amountCents ? 'REFUNDED' : payment.status, updatedAt: now })
      .where(eq(payments.id, payment.id));
  }
  return row.id;
}

/** Money kept after a late cancellation or leave: earned without a live booking or place. */
export async function recordForfeit(tx: Tx, payment: PaymentRow, amountCents: number, reference: string, note: string): Promise<void> {
  if (amountCents <= 0) return;
  await tx
    .insert(ledgerEntries)
    .values({ paymentId: payment.id, kind: 'FORFEIT', amountCents, reference: `forfeit:${reference}`, note })
    .onConflictDoNothing({ target: ledgerEntries.reference });
}

/**
 * Whether the payment is spent: a refund owed or paid for it (not counting duplicate charges), or
 * its money kept after a late cancellation. A spent payment never buys anything again.
 */
export async function isSpent(tx: Tx, paymentId: number): Promise<boolean> {
  const [r] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), sql`coalesce(${refunds.key}, '') not like 'duplicate:%'`))
    .limit(1);
  if (r) return true;
  const [f] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'FORFEIT')))
    .limit(1);
  return !!f;
}
