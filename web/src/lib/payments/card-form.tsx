import { lazy, Suspense } from 'react';
import type { PaymentConfig } from '@common/booking';
import { Spinner } from '@/ui/spinner';
import type { CardFormProps } from './card-form-props';
import { OfflineCardForm } from './offline-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The new-card form of whichever provider the server uses (GET /api/payments/config): Stripe's
 * Card Element, loaded only when Stripe is configured, or the offline test provider's form.
 */
export function CardForm({ config, ...props }: CardFormProps & { config: PaymentConfig }) {
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the secure card form..." />}>
        <StripeCardForm {...props} publishableKey={config.publishableKey} />
      </Suspense>
    );
  }
  return <OfflineCardForm {...props} />;
}
