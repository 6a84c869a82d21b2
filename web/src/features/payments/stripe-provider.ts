import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { PAYMENT_FALLBACK } from './offline-provider';
import type { ConfirmInput, ConfirmResult } from './provider';

// Only ever imported lazily: in offline mode none of this (nor Stripe.js) is loaded.
const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once. */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let p = loaded.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey);
    loaded.set(publishableKey, p);
  }
  return p;
}

/** Stripe: confirmCardPayment with the Card Element, or with a saved card's id. */
export async function confirmPayment(stripe: Stripe, input: ConfirmInput<StripeCardElement>): Promise<ConfirmResult> {
  const { error, paymentIntent } = await stripe.confirmCardPayment(
    input.clientSecret,
    'card' in input
      ? { payment_method: { card: input.card }, setup_future_usage: input.save ? 'off_session' : undefined }
      : { payment_method: input.paymentMethodId },
  );
  if (error) throw new Error(error.message ?? PAYMENT_FALLBACK);
  if (!paymentIntent || paymentIntent.status !== 'succeeded') throw new Error(PAYMENT_FALLBACK);
  const pm = paymentIntent.payment_method;
  return { paymentIntentId: paymentIntent.id, paymentMethodId: typeof pm === 'string' ? pm : (pm?.id ?? null) };
}

/** A saved card needs no Card Element: only Stripe.js itself. */
export async function confirmSavedCard(publishableKey: string, input: { clientSecret: string; paymentMethodId: string }): Promise<ConfirmResult> {
  const stripe = await getStripe(publishableKey);
  if (!stripe) throw new Error(PAYMENT_FALLBACK);
  return confirmPayment(stripe, { ...input, save: false });
}
