import { lazy, Suspense } from 'react';
import type { PaymentConfig } from '@common/payments';
import { useT } from '@/lib/i18n/i18next';
import { Spinner } from '@/ui/spinner';
import type { CardFormProps } from './card-form-props';
import { OfflineCardForm } from './offline-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

type Props = CardFormProps & { config: PaymentConfig };

/**
 * The new-card form of whichever provider the server uses (GET /api/payments/config): Stripe's
 * Card Element, loaded only when Stripe is configured, or the offline test provider's form.
 */
export function CardForm(props: Props) {
  return (
    <Suspense fallback={<Spinner />}>
      <ProviderForm {...props} />
    </Suspense>
  );
}

function ProviderForm({ config, ...props }: Props) {
  const { t } = useT('payments');
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Spinner label={t('card.loadingSecure')} />}>
        <StripeCardForm {...props} publishableKey={config.publishableKey} />
      </Suspense>
    );
  }
  return <OfflineCardForm {...props} />;
}
