import { CheckCircle2, Home, Volleyball } from 'lucide-react';
import { useSearch } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { NextSteps } from '@/ui/next-steps';
import { Spinner } from '@/ui/spinner';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { GameSummary } from '@/features/pickup/checkout/components/game-summary';
import { gameIdFrom } from '@/features/pickup/checkout/lib/game-id';
import { successState, type SuccessState } from '@/features/pickup/checkout/lib/success-state';

function Heading({ state }: { state: Exclude<SuccessState, 'loading'> }) {
  const { t } = useT('pickupCheckout');
  if (state === 'no-game') {
    // Opened without a game (or for one that is not listed): nothing to confirm.
    return (
      <>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('success.noGameTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('success.noGame')}</p>
      </>
    );
  }
  if (state === 'not-joined') {
    // Opened by hand for a game this athlete is not in: say so rather than "You're in!".
    return (
      <>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('success.notJoinedTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('success.notJoined')}</p>
      </>
    );
  }
  return (
    <>
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t('success.title')}</h1>
      <p className="mt-2 text-slate-700">{t('success.text')}</p>
    </>
  );
}

/** /pickup-game-success?gameId=..: the place is confirmed; buttons to / and /pickup-games (part 2). */
export default function PickupSuccessPage() {
  const { t } = useT('pickupCheckout');
  const gameId = gameIdFrom(useSearch());
  const games = usePickupGames();
  const game = games.data?.find((g) => g.id === gameId);
  const state = successState(gameId, games.isError ? [] : games.data);
  const joined = state === 'joined';

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <Card className="p-6 text-center sm:p-10">
        {state === 'loading' ? <Spinner label={t('success.loading')} /> : <Heading state={state} />}
        {game && (
          <div className="mt-6 text-left">
            <GameSummary game={game} amountLabel={t('summary.cost')} />
          </div>
        )}
        {game && joined && <p className="mt-4 text-sm text-slate-600">{t('success.arrive')}</p>}
        <NextSteps
          label={t('success.nextSteps')}
          steps={[
            { href: '/pickup-games', label: t('success.viewGames'), icon: Volleyball },
            { href: '/', label: t('success.home'), icon: Home },
          ]}
        />
      </Card>
    </div>
  );
}
