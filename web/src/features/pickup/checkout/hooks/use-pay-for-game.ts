import { useState } from 'react';
import { useLocation } from 'wouter';
import { apiStatus, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { paymentFailure } from '@/features/payments/offline-provider';
import type { RunConfirm } from '@/features/payments/provider';
import { toast } from '@/ui/toast';
import { useJoinGame } from '../api/use-join-game';
import { successPath } from '../lib/game-id';

export type PayState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  /** Paid but not in the game: try the join again (never the payment), unless the server refunded it. */
  | { status: 'unjoined'; message: string; paymentIntentId: string; refunded: boolean };

/** Confirms the card with the provider, then takes the place with the succeeded intent and goes to the success page. */
export function usePayForGame(gameId: number) {
  const { t } = useT('pickupCheckout');
  const join = useJoinGame();
  const [, navigate] = useLocation();
  const [state, setState] = useState<PayState>({ status: 'idle' });

  async function joinWith(paymentIntentId: string) {
    setState({ status: 'busy' });
    try {
      const { message } = await join.mutateAsync({ gameId, paymentIntentId });
      toast({ title: t('pay.successTitle'), description: message, variant: 'success' });
      navigate(successPath(gameId));
    } catch (err) {
      // A 409 here means the game filled while paying: the server has refunded the payment.
      const refunded = apiStatus(err) === 409;
      const message = serverMessage(err, t('pay.joinFailed'));
      toast({ title: t('error'), description: message, variant: 'error' });
      setState({ status: 'unjoined', message, paymentIntentId, refunded });
    }
  }

  async function pay(run: RunConfirm) {
    setState({ status: 'busy' });
    let paymentIntentId;
    try {
      ({ paymentIntentId } = await run());
    } catch (err) {
      const message = paymentFailure(err, t('pay.failed'));
      toast({ title: t('pay.failedTitle'), description: message, variant: 'error' });
      setState({ status: 'failed', message });
      return;
    }
    await joinWith(paymentIntentId);
  }

  const retryJoin = () => state.status === 'unjoined' && !state.refunded && joinWith(state.paymentIntentId);

  const reset = () => setState({ status: 'idle' });

  return { state, pay, retryJoin, reset };
}
