import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { OfflinePaymentProvider } from './offline-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** Stripe when its keys are set, otherwise the offline test provider. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider(config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY ?? '', config.STRIPE_WEBHOOK_SECRET ?? '');
  }
  return new OfflinePaymentProvider(db, config.TEST_PROVIDER_WEBHOOK_SECRET ?? crypto.randomBytes(32).toString('hex'));
}
