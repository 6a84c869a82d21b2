import { creditGrants } from '../../db/schema/packs.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PaymentProduct } from '../../platform/payments/products.ts';
import { fulfilPackPayment } from './purchase.ts';

/** A session pack as the payments feature sees it: registered in app.ts under 'PACK'. Its payment is held by its grant of credits. */
export function packProduct(ctx: AppContext): PaymentProduct {
  return {
    fulfil: (intent) => fulfilPackPayment(ctx, intent),
    held: async (db) => new Set((await db.select({ id: creditGrants.paymentId }).from(creditGrants)).map((r) => r.id)),
  };
}
