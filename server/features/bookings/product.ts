import { and, eq, isNotNull } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PaymentProduct } from '../../platform/payments/products.ts';
import { fulfilSessionPayment } from './fulfil.ts';

/** A session booking as the payments feature sees it: registered in app.ts under 'SESSION'. */
export function sessionProduct(ctx: AppContext): PaymentProduct {
  return {
    fulfil: (intent) => fulfilSessionPayment(ctx, intent),
    held: async (db) => {
      const rows = await db
        .select({ id: bookings.paymentId })
        .from(bookings)
        .where(and(eq(bookings.status, 'CONFIRMED'), isNotNull(bookings.paymentId)));
      return new Set(rows.map((r) => r.id!));
    },
  };
}
