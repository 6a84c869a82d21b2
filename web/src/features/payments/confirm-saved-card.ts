import type { PaymentConfig } from '@common/payments';
import { confirmPayment } from './offline-provider';
import type { ConfirmResult } from './provider';

/** Pays with a saved card through whichever provider the server uses. */
export async function confirmSavedCard(config: PaymentConfig, input: { clientSecret: string; paymentMethodId: string }): Promise<ConfirmResult> {
  if (config.provider === 'stripe' && config.publishableKey) {
    const stripe = await import('./stripe-provider');
    return stripe.confirmSavedCard(config.publishableKey, input);
  }
  return confirmPayment({ ...input, save: false });
}
