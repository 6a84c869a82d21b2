import { paymentsApi, testConfirmResultSchema } from '@common/payments';
import { ApiError, serverMessage } from '@/lib/api';
import type { ConfirmInput, ConfirmResult, OfflineCard } from './provider';

/** What a failed confirmation throws when the provider gave no reason; screens show their own words for it. */
export const PAYMENT_FALLBACK = 'Failed to process payment. Please try again.';

/** The reason a card confirmation failed: the provider's own message, or `fallback` (the screen's words) when it gave none. */
export const paymentFailure = (err: unknown, fallback: string) =>
  err instanceof Error && err.message && err.message !== PAYMENT_FALLBACK ? err.message : fallback;

/**
 * The offline test provider: the card goes to our server, which plays Stripe's test mode. A plain
 * fetch, as Stripe.js would post to Stripe (no signed-out handling); the answer is still checked
 * against the endpoint's definition.
 */
export async function confirmPayment(input: ConfirmInput<OfflineCard>): Promise<ConfirmResult> {
  const body =
    'card' in input
      ? { clientSecret: input.clientSecret, card: { ...input.card, number: input.card.number.replace(/\D/g, '') } }
      : { clientSecret: input.clientSecret, paymentMethodId: input.paymentMethodId };
  const res = await fetch(paymentsApi.testConfirm.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(serverMessage(new ApiError(res.status, text), PAYMENT_FALLBACK));
  }
  const result = testConfirmResultSchema.parse(await res.json());
  return { paymentIntentId: result.paymentIntentId, paymentMethodId: result.paymentMethodId };
}
