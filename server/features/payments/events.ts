import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/errors.ts';
import type { PaymentIntent, ProviderEvent } from '../../platform/payments/provider.ts';

/**
 * One handler for the provider's events, whether they come from Stripe's webhook or the offline
 * provider. It trusts only the event's ids: the intent is read again from the provider.
 */
export async function handlePaymentEvent(ctx: AppContext, event: ProviderEvent): Promise<void> {
  for (const listener of ctx.products.listeners) if (await listener(event)) return;
  if (event.type !== 'payment_intent.succeeded') return;
  const intent = await ctx.payments.retrieveIntent(event.objectId);
  try {
    await fulfilIntent(ctx, intent);
  } catch (err) {
    // A refused fulfilment (refunded because the session was cancelled or filled) is an answer, not a failure to retry.
    if (err instanceof HttpError && err.statusCode < 500) {
      ctx.log.info({ eventId: event.id, intentId: intent.id, reason: err.message }, 'payment event not fulfilled');
      return;
    }
    throw err;
  }
}

/** Hands a succeeded intent to the product it paid for (named in the intent's metadata). */
export async function fulfilIntent(ctx: AppContext, intent: PaymentIntent): Promise<unknown> {
  if (intent.status !== 'succeeded') return null;
  const product = ctx.products.get(intent.metadata.kind ?? '');
  if (!product) {
    ctx.log.warn({ intentId: intent.id, kind: intent.metadata.kind }, 'a succeeded intent for no product of ours');
    return null;
  }
  return product.fulfil(intent);
}
