import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PaymentConfig } from '@common/booking';
import type { CreditGrant } from '@common/packs';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { CardChoice } from '@/features/payments/saved-cards/card-choice';
import { useCardChoice } from '@/features/payments/saved-cards/use-card-choice';
import { usePaymentMethods } from '@/features/payments/use-payment-methods';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/commerce-problem-alert';
import { Spinner } from '@/ui/spinner';
import { usePackIntent } from '../api/use-pack-intent';
import { usePayForPack } from '../hooks/use-pay-for-pack';
import { isFinalIntentFailure } from '../lib/pack-id';

interface PayForPackProps {
  packId: number;
  config: PaymentConfig;
  onBought: (bought: { grant: CreditGrant; savedCard: boolean }) => void;
}

/**
 * As in session checkout: the default saved card is chosen for you, the list shows with saved cards
 * but no default, and the card form (with 'Save this card') otherwise or on request. The intent is
 * created as the panel opens, for the card chosen.
 */
export function PayForPack({ packId, config, onBought }: PayForPackProps) {
  const { t } = useT('packs');
  const methods = usePaymentMethods();
  const saved = methods.data ?? [];
  const [save, setSave] = useState(true);
  const { state, pay: payWith, retryPurchase, reset } = usePayForPack({ packId, hasSavedCards: saved.length > 0, onBought });
  const { current, choose, hold } = useCardChoice(saved, reset);
  const selected = current.mode === 'saved' ? saved.find((m) => m.id === current.id) : undefined;
  const intent = usePackIntent(packId, selected?.id, !methods.isLoading);

  const pay: typeof payWith = (run, card) => {
    hold();
    return payWith(run, card);
  };

  if (state.status === 'unpurchased') {
    return (
      <ProblemAlert title={t('purchase.failedTitle')} message={state.message}>
        <Button size="sm" variant="outline" onClick={() => void retryPurchase()}>
          {t('purchase.retry')}
        </Button>
      </ProblemAlert>
    );
  }
  if (methods.isLoading) return <Spinner label={t('checkout.loadingCards')} />;
  if (intent.error && !intent.isFetching) {
    const initFailed = t('checkout.initFailed');
    const message = serverMessage(intent.error, initFailed);
    return (
      <ProblemAlert title={initFailed} message={message !== initFailed ? message : undefined}>
        {!isFinalIntentFailure(intent.error) && (
          <Button size="sm" variant="outline" onClick={() => void intent.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('checkout.tryAgain')}
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <Link href="/packs">{t('checkout.backToPacks')}</Link>
        </Button>
      </ProblemAlert>
    );
  }
  if (!intent.data) return <Spinner label={t('checkout.initializing')} />;

  const { clientSecret } = intent.data;
  /** Dollars, as the server charges them. */
  const amount = intent.data.amount;
  const busy = state.status === 'busy';
  const disabled = intent.isFetching;
  const error = state.status === 'failed' ? state.message : null;

  return (
    <CardChoice
      config={config}
      clientSecret={clientSecret}
      amount={amount}
      saved={saved}
      current={current}
      onChoose={choose}
      busy={busy}
      disabled={disabled}
      error={error}
      save={{ checked: save, onChange: setSave }}
      onPay={(run, card) => void pay(run, card)}
    />
  );
}
