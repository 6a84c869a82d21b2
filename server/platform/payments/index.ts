import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { OfflinePaymentProvider } from './offline-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider, type StripeClientOptions } from './stripe-provider.ts';

/** The Stripe SDK's host, port and protocol for STRIPE_API_BASE (e.g. http://127.0.0.1:12111 for stripe-mock). */
export function stripeClientOptions(apiBase: string | undefined): StripeClientOptions {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe when its keys are set, otherwise the offline test provider. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider(
      config.STRIPE_SECRET_KEY,
      config.STRIPE_PUBLISHABLE_KEY ?? '',
      config.STRIPE_WEBHOOK_SECRET ?? '',
      stripeClientOptions(config.STRIPE_API_BASE),
    );
  }
  return new OfflinePaymentProvider(db, config.TEST_PROVIDER_WEBHOOK_SECRET ?? crypto.randomBytes(32).toString('hex'));
}
