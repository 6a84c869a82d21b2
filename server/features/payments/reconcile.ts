import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Reconciliation, ReconciliationProblem } from '../../../common/reconciliation.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/errors.ts';
import { fulfilIntent } from './events.ts';

/**
 * Proves the books balance: every payment's charges, less its refunds (paid or owed) and the money
 * kept after late cancellations, equal its price when a live booking, place or plan period holds it,
 * and zero when nothing does. A second charge on one payment counts only once its refund is owed.
 */
export async function reconcile(ctx: AppContext, now = ctx.now()): Promise<Reconciliation> {
  const { db } = ctx;
  const sums = await db
    .select({
      paymentId: ledgerEntries.paymentId,
      charged: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'CHARGE'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'REFUND'), 0)::int`,
      forfeited: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'FORFEIT'), 0)::int`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.paymentId);
  const owed = await db
    .select({ paymentId: refunds.paymentId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(eq(refunds.status, 'PENDING'))
    .groupBy(refunds.paymentId);
  const held = new Set<number>();
  for (const kind of ctx.products.kinds()) for (const id of await ctx.products.get(kind)!.held(db)) held.add(id);

  const byPayment = new Map(sums.map((s) => [s.paymentId, s]));
  const owedBy = new Map(owed.map((o) => [o.paymentId, o.cents]));
  const ids = [...new Set([...byPayment.keys(), ...held])];
  const rows = ids.length
    ? await db
        .select({ p: payments, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(inArray(payments.id, ids))
    : [];
  const result: Reconciliation = {
    checkedAt: now.toISOString(),
    checkedPayments: rows.length,
    chargedCents: 0,
    refundedCents: 0,
    refundsOwedCents: 0,
    forfeitedCents: 0,
    mismatches: [],
  };
  for (const { p, ...payer } of rows) {
    const s = byPayment.get(p.id) ?? { charged: 0, refunded: 0, forfeited: 0 };
    const pending = owedBy.get(p.id) ?? 0;
    result.chargedCents += s.charged;
    result.refundedCents += s.refunded;
    result.refundsOwedCents += pending;
    result.forfeitedCents += s.forfeited;
    const kept = s.charged - s.refunded - pending - s.forfeited;
    const isHeld = held.has(p.id);
    const expected = isHeld ? p.amountCents : 0;
    if (kept === expected) continue;
    let problem: ReconciliationProblem;
    if (isHeld && s.charged === 0) problem = 'HELD_NOT_CHARGED';
    else if (isHeld) problem = kept < expected ? 'HELD_BUT_REFUNDED' : 'HELD_OVERCHARGED';
    else problem = kept > 0 ? 'CHARGED_NOT_HELD' : 'OVER_REFUNDED';
    result.mismatches.push({
      paymentId: p.id,
      kind: p.kind,
      userId: p.userId,
      payer: payerLabel(payer),
      amountCents: p.amountCents,
      chargedCents: s.charged,
      refundedCents: s.refunded + pending,
      forfeitedCents: s.forfeited,
      held: isHeld,
      problem,
    });
  }
  return result;
}

const payerLabel = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  u.email ? `${[u.firstName, u.lastName].filter(Boolean).join(' ')} <${u.email}>`.trim() : 'Unknown account';

/**
 * Charges we never heard of: a payment still PENDING a while after its intent was made may have
 * succeeded at the provider without its event reaching us (a lost webhook, a closed tab). Such a
 * charge is fulfilled now, or refunded by its product when that is no longer possible.
 */
export async function recoverUnseenCharges(ctx: AppContext, olderThanMs = 2 * 60_000, now = ctx.now()): Promise<number> {
  const stale = await ctx.db
    .select({ id: payments.id, intentId: payments.intentId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'PENDING'),
        isNotNull(payments.intentId),
        lt(payments.updatedAt, new Date(now.getTime() - olderThanMs)),
        sql`${payments.createdAt} > ${new Date(now.getTime() - 7 * 24 * 3600_000)}`,
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(20);
  let recovered = 0;
  for (const { id, intentId } of stale) {
    // Checked now: the next run looks at others first.
    await ctx.db
      .update(payments)
      .set({ updatedAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
    try {
      const intent = await ctx.payments.retrieveIntent(intentId!);
      if (intent.status !== 'succeeded') continue;
      await fulfilIntent(ctx, intent);
      recovered++;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) recovered++;
      else ctx.log.error({ err, intentId }, 'recovering an unseen charge failed');
    }
  }
  return recovered;
}

/** The background check: recovers unseen charges, then reports any mismatch as an error for the operator. */
export async function runReconciliation(ctx: AppContext): Promise<Reconciliation> {
  await recoverUnseenCharges(ctx);
  const r = await reconcile(ctx);
  if (r.mismatches.length > 0) ctx.log.error({ mismatches: r.mismatches.slice(0, 20), count: r.mismatches.length }, 'payments do not reconcile');
  return r;
}
