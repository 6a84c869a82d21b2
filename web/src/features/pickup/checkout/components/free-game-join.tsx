import { Ticket } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { planLimitMessage } from '@/features/subscriptions/plan-limit/plan-limit';
import { PlanLimitNotice } from '@/features/subscriptions/plan-limit/plan-limit-notice';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { waiverPagePath, waiverRequiredOf } from '@/features/waivers/lib/waiver-required';
import { useJoinGame } from '../api/use-join-game';
import { successPath } from '../lib/game-id';

/** A free game needs no payment: join it here at once (a shared or bookmarked checkout link can name a free game). */
export function FreeGameJoin({ gameId, joined }: { gameId: number; joined: boolean }) {
  const { t } = useT('pickupCheckout');
  const join = useJoinGame();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const planLimit = planLimitMessage(join.error);

  const onJoin = () =>
    join.mutate(
      { gameId },
      {
        onSuccess: ({ message }) => {
          toast({ title: t('free.joinedTitle'), description: message, variant: 'success' });
          navigate(successPath(gameId));
        },
        onError: (err) => {
          // The waiver is signed first (decision 043): its page, then back to this checkout.
          if (waiverRequiredOf(err)) return navigate(waiverPagePath(undefined, search ? `${location}?${search}` : location));
          toast({ title: t('error'), description: serverMessage(err, t('free.joinFailed')), variant: 'error' });
        },
      },
    );

  if (joined) {
    return <p className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">{t('free.alreadyJoined')}</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('free.intro')}</p>
      {planLimit && <PlanLimitNotice message={planLimit} />}
      <Button size="lg" className="w-full" onClick={onJoin} disabled={join.isPending} aria-busy={join.isPending || undefined}>
        <Ticket className="size-4" aria-hidden="true" />
        {join.isPending ? t('free.joining') : t('free.join')}
      </Button>
    </div>
  );
}
