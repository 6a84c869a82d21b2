import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PickupGame } from '@common/pickup';
import { serverMessage } from '@/lib/api';
import { planLimitMessage } from '@/features/subscriptions/plan-limit/plan-limit';
import { waiverPagePath, waiverRequiredOf } from '@/features/waivers/lib/waiver-required';
import { toast } from '@/ui/toast-store';
import { useJoinGame } from './use-join-game';
import { useLeaveGame } from './use-leave-game';

export const JOIN_FAILED = 'Failed to join game. Please try again.';
export const LEAVE_FAILED = 'Failed to leave game. Please try again.';

/**
 * Joining free games and leaving games from the list, with part 2's messages. A plan without pickup
 * games (402) is kept per game, so its card can show the message with the way to /subscription; a
 * waiver not signed yet (409 waiver_required) opens the waiver page, which comes back here.
 */
export function useGameJoining() {
  const join = useJoinGame();
  const leave = useLeaveGame();
  const [planLimit, setPlanLimit] = useState<{ gameId: number; message: string } | null>(null);
  const [leaving, setLeaving] = useState<PickupGame | null>(null);
  const [location, navigate] = useLocation();

  const joinGame = (game: PickupGame) => {
    setPlanLimit(null);
    join.mutate(game.id, {
      onSuccess: ({ message }) => toast({ title: 'Game Joined', description: message, variant: 'success' }),
      onError: (err) => {
        // The waiver is signed first (decision 043): its page, then back to this list.
        if (waiverRequiredOf(err)) return navigate(waiverPagePath(undefined, location));
        const limit = planLimitMessage(err);
        if (limit) setPlanLimit({ gameId: game.id, message: limit });
        toast({ title: 'Error', description: serverMessage(err, JOIN_FAILED), variant: 'error' });
      },
    });
  };

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving.id, {
      onSuccess: ({ message }) => toast({ title: 'Left Game', description: message, variant: 'success' }),
      onError: (err) => toast({ title: 'Error', description: serverMessage(err, LEAVE_FAILED), variant: 'error' }),
      onSettled: () => setLeaving(null),
    });
  };

  return {
    joinGame,
    joiningId: join.isPending ? join.variables : null,
    planLimit,
    leaving,
    askLeave: setLeaving,
    cancelLeave: () => !leave.isPending && setLeaving(null),
    confirmLeave,
    leavePending: leave.isPending,
  };
}
