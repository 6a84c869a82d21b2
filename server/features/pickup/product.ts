import { isNotNull } from 'drizzle-orm';
import { pickupPlayers } from '../../db/schema/pickup.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PaymentProduct } from '../../platform/payments/products.ts';
import { fulfilPickupPayment } from './join.ts';

/** A place in a paid pickup game as the payments feature sees it: registered in app.ts under 'PICKUP'. */
export function pickupProduct(ctx: AppContext): PaymentProduct {
  return {
    fulfil: (intent) => fulfilPickupPayment(ctx, intent),
    held: async (db) =>
      new Set((await db.select({ id: pickupPlayers.paymentId }).from(pickupPlayers).where(isNotNull(pickupPlayers.paymentId))).map((r) => r.id!)),
  };
}
