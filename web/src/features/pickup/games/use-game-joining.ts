import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PickupGame } from '@common/pickup';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { planLimitMessage } from '@/features/subscriptions/plan-limit/plan-limit';
import { waiverPagePath, waiverRequiredOf } from '@/features/waivers/lib/waiver-required';
import { toast } from '@/ui/toast';
import { useJoinGame } from '../checkout/api/use-join-game';
import { useLeaveGame } from './use-leave-game';

/**
 * Joining free games and leaving games from the list, with part 2's messages. A plan without pickup
 * games (402) is kept per game, so its card can show the message with the way to /subscription; a
 * waiver not signed yet (409 waiver_required) opens the waiver page, which comes back here. The
 * toasts are in the reader's language (issue 34: they were English only).
 */
export function useGameJoining() {
  const { t } = useT('pickup');
  const join = useJoinGame();
  const leave = useLeaveGame();
  const [planLimit, setPlanLimit] = useState<{ gameId: number; message: string } | null>(null);
  const [leaving, setLeaving] = useState<PickupGame | null>(null);
  const [location, navigate] = useLocation();

  const joinGame = (game: PickupGame) => {
    setPlanLimit(null);
    join.mutate(
      { gameId: game.id },
      {
        onSuccess: ({ message }) => toast({ title: t('toasts.joinedTitle'), description: message, variant: 'success' }),
        onError: (err) => {
          // The waiver is signed first (decision 043): its page, then back to this list.
          if (waiverRequiredOf(err)) return navigate(waiverPagePath(undefined, location));
          const limit = planLimitMessage(err);
          if (limit) setPlanLimit({ gameId: game.id, message: limit });
          toast({ title: t('toasts.errorTitle'), description: serverMessage(err, t('toasts.joinFailed')), variant: 'error' });
        },
      },
    );
  };

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving.id, {
      onSuccess: ({ message }) => toast({ title: t('toasts.leftTitle'), description: message, variant: 'success' }),
      onError: (err) => toast({ title: t('toasts.errorTitle'), description: serverMessage(err, t('toasts.leaveFailed')), variant: 'error' }),
      onSettled: () => setLeaving(null),
    });
  };

  return {
    joinGame,
    joiningId: join.isPending ? join.variables.gameId : null,
    planLimit,
    leaving,
    askLeave: setLeaving,
    cancelLeave: () => !leave.isPending && setLeaving(null),
    confirmLeave,
    leavePending: leave.isPending,
  };
}
