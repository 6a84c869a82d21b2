import { useState } from 'react';
import { useLocation } from 'wouter';
import { serverMessage } from '@/lib/api';
import { PAYMENT_FALLBACK } from '@/lib/payments/offline-provider';
import type { RunConfirm } from '@/lib/payments/provider';
import { toast } from '@/ui/toast-store';
import { useJoinGame } from '../api/use-join-game';
import { successPath } from '../lib/game-id';

export const JOIN_AFTER_PAYMENT_FAILED = 'Your payment went through but we could not add you to the game. Please try again.';

export type PayState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  /** Paid but not in the game: try the join again (never the payment), unless the server refunded it. */
  | { status: 'unjoined'; message: string; paymentIntentId: string; refunded: boolean };

/** Confirms the card with the provider, then takes the place with the succeeded intent and goes to the success page. */
export function usePayForGame(gameId: number) {
  const join = useJoinGame();
  const [, navigate] = useLocation();
  const [state, setState] = useState<PayState>({ status: 'idle' });

  async function joinWith(paymentIntentId: string) {
    setState({ status: 'busy' });
    try {
      const { message } = await join.mutateAsync({ gameId, paymentIntentId });
      toast({ title: 'Payment Successful', description: message, variant: 'success' });
      navigate(successPath(gameId));
    } catch (err) {
      // A 409 here means the game filled while paying: the server has refunded the payment.
      const refunded = err instanceof Error && err.message.startsWith('409:');
      const message = serverMessage(err, JOIN_AFTER_PAYMENT_FAILED);
      toast({ title: 'Error', description: message, variant: 'error' });
      setState({ status: 'unjoined', message, paymentIntentId, refunded });
    }
  }

  async function pay(run: RunConfirm) {
    setState({ status: 'busy' });
    let paymentIntentId;
    try {
      ({ paymentIntentId } = await run());
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : PAYMENT_FALLBACK;
      toast({ title: 'Payment Failed', description: message, variant: 'error' });
      setState({ status: 'failed', message });
      return;
    }
    await joinWith(paymentIntentId);
  }

  const retryJoin = () => state.status === 'unjoined' && !state.refunded && joinWith(state.paymentIntentId);

  const reset = () => setState({ status: 'idle' });

  return { state, pay, retryJoin, reset };
}
