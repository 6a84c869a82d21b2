import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/errors.ts';
import type { ProviderEvent } from '../../platform/payments/provider.ts';
import { fulfilSessionPayment } from '../bookings/fulfil.ts';
import { fulfilPickupPayment } from '../pickup/join.ts';
import { handleBillingEvent } from '../subscriptions/billing.ts';
import { activatePlanPayment } from '../subscriptions/plan-payments.ts';

/**
 * One handler for the provider's events, whether they come from Stripe's webhook or the offline
 * provider. It trusts only the event's ids: fulfilment re-reads the intent from the provider.
 */
export async function handlePaymentEvent(ctx: AppContext, event: ProviderEvent): Promise<void> {
  // Plans billed by the provider (Stripe Billing): invoices paid or failed, subscriptions changed or ended.
  if (await handleBillingEvent(ctx, event)) return;
  if (event.type !== 'payment_intent.succeeded') return;
  const intent = await ctx.payments.retrieveIntent(event.objectId);
  try {
    if (intent.metadata.kind === 'SESSION') await fulfilSessionPayment(ctx, intent.id);
    if (intent.metadata.kind === 'PICKUP') await fulfilPickupPayment(ctx, Number(intent.metadata.paymentId));
    if (intent.metadata.kind === 'PLAN' && intent.status === 'succeeded') await activatePlanPayment(ctx, Number(intent.metadata.paymentId));
  } catch (err) {
    // A refused fulfilment (e.g. refunded because the session filled) is an answer, not a failure to retry.
    if (err instanceof HttpError && err.statusCode < 500) {
      ctx.log.info({ eventId: event.id, intentId: intent.id, reason: err.message }, 'payment event not fulfilled');
      return;
    }
    throw err;
  }
}
