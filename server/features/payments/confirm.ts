import { and, desc, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PaymentIntent } from '../../platform/payments/provider.ts';
import type { ProductKind } from '../../platform/payments/products.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Which payment a member says they made: theirs, of this kind, for this item, and the named intent when given. */
export interface PaidQuery {
  userId: number;
  kind: ProductKind;
  /** The item in the payment's details, e.g. `{ key: 'sessionId', id: 12 }`. */
  item?: { key: string; id: number };
  intentId?: string;
}

/** The member's latest payment matching the query, or none. */
export async function findOwnPayment(ctx: AppContext, q: PaidQuery): Promise<PaymentRow | undefined> {
  const conditions = [eq(payments.userId, q.userId), eq(payments.kind, q.kind)];
  if (q.item) conditions.push(sql`${payments.details}->>${q.item.key} = ${String(q.item.id)}`);
  if (q.intentId) conditions.push(eq(payments.intentId, q.intentId));
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.id))
    .limit(1);
  return p;
}

/**
 * "I have paid" after the card form, for every product (issue 34: this was written four times): the
 * member's own payment is found, the provider is asked again for its intent (the browser's word is
 * never taken), and the product fulfils it exactly as the provider's event would (whichever comes
 * first; fulfilment is idempotent). Null when the member has no such payment with an intent.
 */
export async function confirmPaid<T>(
  ctx: AppContext,
  q: PaidQuery,
  fulfil: (ctx: AppContext, intent: PaymentIntent) => Promise<T>,
): Promise<{ payment: PaymentRow; outcome: T } | null> {
  const payment = await findOwnPayment(ctx, q);
  if (!payment?.intentId) return null;
  const intent = await ctx.payments.retrieveIntent(payment.intentId);
  return { payment, outcome: await fulfil(ctx, intent) };
}
