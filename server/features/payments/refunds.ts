import { and, asc, eq, lt } from 'drizzle-orm';
import { ledgerEntries, refunds } from '../../db/schema/payments.ts';
import type { AppContext } from '../../platform/context.ts';
import { kickReceipts } from '../receipts/kick.ts';

/** A refund still PENDING this long after its last try is tried again by the job. */
const RETRY_AFTER_MS = 30_000;

/**
 * Pays owed refunds through the provider (idempotent: the refund's id is the provider's
 * idempotency key) and records each in the ledger. Called right after the transaction that owed
 * them, and by the background job for any that failed (the provider was down). Never throws.
 */
export async function settleRefunds(ctx: AppContext, ids: Array<number | null | undefined>): Promise<number> {
  let settled = 0;
  for (const id of ids) {
    if (!id) continue;
    if (await settleRefund(ctx, id)) settled++;
  }
  if (settled > 0) {
    ctx.caches.invalidate();
    // Each refund paid gets its receipt (issue 29).
    kickReceipts(ctx);
  }
  return settled;
}

async function settleRefund(ctx: AppContext, id: number): Promise<boolean> {
  const [r] = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')));
  if (!r?.intentId) return false;
  try {
    const done = await ctx.payments.refund({ intentId: r.intentId, amountCents: r.amountCents, idempotencyKey: `refund-${r.id}`, reason: r.reason });
    await ctx.db.transaction(async (tx) => {
      const ended = await tx
        .update(refunds)
        .set({ status: 'SUCCEEDED', providerRefundId: done.id, settledAt: ctx.now(), attempts: r.attempts + 1, lastError: null })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'PENDING')))
        .returning({ id: refunds.id });
      if (!ended[0]) return;
      await tx
        .insert(ledgerEntries)
        .values({ paymentId: r.paymentId, kind: 'REFUND', amountCents: r.amountCents, intentId: r.intentId, reference: `refund:${r.id}`, note: r.reason })
        .onConflictDoNothing({ target: ledgerEntries.reference });
    });
    return true;
  } catch (err) {
    ctx.log.error({ err, refundId: r.id }, 'refund failed; it will be retried');
    await ctx.db
      .update(refunds)
      .set({ attempts: r.attempts + 1, lastError: (err as Error).message })
      .where(eq(refunds.id, r.id));
    return false;
  }
}

/** The job: refunds owed and not paid yet (their first try failed or the process stopped). */
export async function settlePendingRefunds(ctx: AppContext, now = ctx.now()): Promise<number> {
  const owed = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'PENDING'), lt(refunds.createdAt, new Date(now.getTime() - RETRY_AFTER_MS))))
    .orderBy(asc(refunds.id))
    .limit(50);
  return settleRefunds(
    ctx,
    owed.map((o) => o.id),
  );
}
