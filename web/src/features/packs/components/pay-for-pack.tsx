import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PaymentConfig } from '@common/payments';
import type { CreditGrant } from '@common/packs';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { CardChoice } from '@/features/payments/saved-cards/card-choice';
import { useChosenCard } from '@/features/payments/saved-cards/use-chosen-card';
import { usePaymentMethods } from '@/features/payments/use-payment-methods';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/problem-alert';
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
  const cards = useChosenCard(saved, reset);
  const intent = usePackIntent(packId, cards.selected?.id, !methods.isLoading);

  const pay: typeof payWith = (run, card) => {
    cards.hold();
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

  return (
    <CardChoice
      config={config}
      intent={intent.data}
      cards={cards}
      state={state}
      disabled={intent.isFetching}
      save={{ checked: save, onChange: setSave }}
      onPay={(run, card) => void pay(run, card)}
    />
  );
}
