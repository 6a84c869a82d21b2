import { Info } from 'lucide-react';
import { useSearch } from 'wouter';
import { centsToDollars } from '@common/programs';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentWords } from '@/features/payments/use-payment-words';
import { usePaymentConfig } from '@/features/payments/use-payment-config';
import { Card } from '@/ui/card';
import { IconNote } from '@/ui/icon-note';
import { PageWithBackLink } from '@/ui/page-with-back-link';
import { Spinner } from '@/ui/spinner';
import { useGameIntent } from '@/features/pickup/checkout/api/use-game-intent';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { FreeGameJoin } from '@/features/pickup/checkout/components/free-game-join';
import { GameSummary } from '@/features/pickup/checkout/components/game-summary';
import { IntentFailed } from '@/features/pickup/checkout/components/intent-failed';
import { NoGameSelected } from '@/features/pickup/checkout/components/no-game-selected';
import { PayForGame } from '@/features/pickup/checkout/components/pay-for-game';
import { useIntentFailure } from '@/features/pickup/checkout/hooks/use-intent-failure';
import { gameIdFrom } from '@/features/pickup/checkout/lib/game-id';

function PickupCheckout({ gameId }: { gameId: number }) {
  const { t } = useT('pickupCheckout');
  usePaymentWords();
  const games = usePickupGames();
  const listed = games.data?.find((g) => g.id === gameId);
  const free = listed?.cost === 0;
  // Part 2: the intent is created as the page opens, once the game is known not to be free.
  const intent = useGameIntent(gameId, !games.isPending && !free);
  const config = usePaymentConfig();
  const failure = useIntentFailure(free ? null : intent.error, intent.errorUpdatedAt);
  const details = intent.data?.gameDetails ?? listed;

  let payment;
  if (free) payment = <FreeGameJoin gameId={gameId} joined={listed.joined} />;
  else if (failure.message !== null && !intent.isFetching) {
    payment = (
      <IntentFailed
        message={failure.message}
        planLimit={failure.planLimit}
        canRetry={failure.canRetry}
        retrying={intent.isFetching}
        onRetry={() => intent.refetch()}
      />
    );
  } else if (!intent.data || !config.data) payment = <Spinner label={t('page.initializing')} />;
  else {
    payment = (
      <PayForGame
        gameId={gameId}
        intent={{ clientSecret: intent.data.clientSecret, amount: centsToDollars(intent.data.gameDetails.cost) }}
        config={config.data}
      />
    );
  }

  return (
    <PageWithBackLink
      backHref="/pickup-games"
      back={t('backToGames')}
      title={t('page.title')}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('page.yourGame')}</h2>
        <div className="mt-4">
          {details ? <GameSummary game={details} amountLabel={free ? t('summary.cost') : t('summary.amountDue')} /> : <Spinner label={t('page.loadingGame')} />}
        </div>
        <IconNote icon={Info} className="mt-4">
          {t('page.arrive')}
        </IconNote>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-lg font-bold">{free ? t('page.join') : t('page.payment')}</h2>
        {payment}
      </Card>
    </PageWithBackLink>
  );
}

/** /pickup-game-checkout?gameId=..: pay for a place in a pickup game (part 2). */
export default function PickupCheckoutPage() {
  const gameId = gameIdFrom(useSearch());
  if (gameId === null) return <NoGameSelected />;
  return <PickupCheckout gameId={gameId} />;
}
