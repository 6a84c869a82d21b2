import { Link } from 'wouter';
import type { PaymentConfig } from '@common/payments';
import { useT } from '@/lib/i18n/i18next';
import { CardChoice, type PayIntent } from '@/features/payments/saved-cards/card-choice';
import { useChosenCard } from '@/features/payments/saved-cards/use-chosen-card';
import { usePaymentMethods } from '@/features/payments/use-payment-methods';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/problem-alert';
import { Spinner } from '@/ui/spinner';
import { usePayForGame } from '../hooks/use-pay-for-game';

interface PayForGameProps {
  gameId: number;
  intent: PayIntent;
  config: PaymentConfig;
}

/**
 * As in session checkout: the default saved card is chosen for you, the list shows with saved cards
 * but no default, and the card form otherwise (or on request). After a payment, the join, or why it
 * did not happen.
 */
export function PayForGame({ gameId, intent, config }: PayForGameProps) {
  const { t } = useT('pickupCheckout');
  const { state, pay, retryJoin, reset } = usePayForGame(gameId);
  const methods = usePaymentMethods();
  // Cards that cannot be listed leave the card form, which always works.
  const saved = methods.data ?? [];
  const cards = useChosenCard(saved, reset);

  if (state.status === 'unjoined') {
    return (
      <ProblemAlert title={state.refunded ? t('pay.gameFull') : t('pay.almostThere')} message={state.message}>
        {!state.refunded && (
          <Button size="sm" variant="outline" onClick={retryJoin}>
            {t('pay.tryJoinAgain')}
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <Link href="/pickup-games">{t('backToGames')}</Link>
        </Button>
      </ProblemAlert>
    );
  }
  if (methods.isPending) return <Spinner label={t('pay.loadingCards')} />;

  return (
    <CardChoice
      config={config}
      intent={intent}
      cards={cards}
      state={state}
      onPay={(run, card) => {
        if (!card.isNew) cards.hold();
        void pay(run);
      }}
    />
  );
}
