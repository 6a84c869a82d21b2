import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';
import type { PaymentProduct } from '../../platform/payments/products.ts';
import { handleBillingEvent } from './billing.ts';
import { activatePlanPayment } from './plan-payments.ts';

/**
 * A plan period as the payments feature sees it: registered in app.ts under 'PLAN'. A plan payment
 * is held by the period it paid for once activated (plans are not refunded; they end at the period's end).
 */
export function planProduct(ctx: AppContext): PaymentProduct {
  return {
    fulfil: async (intent) => {
      const paymentId = Number(intent.metadata.paymentId);
      const [p] =
        Number.isInteger(paymentId) && paymentId > 0 && paymentId < 2 ** 31 ? await ctx.db.select().from(payments).where(eq(payments.id, paymentId)) : [];
      if (!p || p.kind !== 'PLAN' || String(p.userId) !== intent.metadata.userId || p.amountCents !== intent.amountCents)
        throw notFound(msg('payments.paymentNotFound'));
      return activatePlanPayment(ctx, p.id);
    },
    held: async (db) => {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.kind, 'PLAN'), sql`${payments.details} ? 'periodOf'`));
      return new Set(rows.map((r) => r.id));
    },
  };
}

/** Stripe Billing's invoice and subscription events, heard before the per-intent ones. */
export const planEvents = (ctx: AppContext) => (event: Parameters<typeof handleBillingEvent>[1]) => handleBillingEvent(ctx, event);
