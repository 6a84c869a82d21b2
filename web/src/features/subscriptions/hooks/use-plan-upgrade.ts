import { useState } from 'react';
import type { Tier } from '@common/auth';
import type { Plan } from '@common/subscriptions';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { paymentFailure } from '@/features/payments/offline-provider';
import type { RunConfirm } from '@/features/payments/provider';
import { useSavePaymentMethod } from '@/features/payments/use-save-payment-method';
import { toast } from '@/ui/toast';
import { useUpgrade } from '../api/use-upgrade';

/** The card form's intent, while the dialog asks for a card. */
export interface CardPayment {
  plan: Plan;
  clientSecret: string;
  /** Dollars. */
  amount: number;
}

export type CardState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; message: string };

/**
 * Part 2's upgrade: the server charges the saved card and upgrades at once, or answers
 * requires_payment, and the card form pays the intent before the upgrade is sent again with it.
 */
export function usePlanUpgrade() {
  const { t } = useT('subscription');
  const upgraded = () => toast({ title: t('upgrade.doneTitle'), description: t('upgrade.done'), variant: 'success' });
  const failed = (message: string) => toast({ title: t('upgrade.failedTitle'), description: message, variant: 'error' });
  const upgrade = useUpgrade();
  const saveMethod = useSavePaymentMethod();
  const [busyPlan, setBusyPlan] = useState<Tier | null>(null);
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const [cardState, setCardState] = useState<CardState>({ status: 'idle' });

  async function start(plan: Plan) {
    setBusyPlan(plan.name);
    try {
      const result = await upgrade.mutateAsync({ planName: plan.name });
      if (result.status === 'upgraded') {
        upgraded();
        setBusyPlan(null);
        return;
      }
      setCardState({ status: 'idle' });
      setPayment({ plan, clientSecret: result.clientSecret, amount: result.amount });
    } catch (err) {
      failed(serverMessage(err, t('upgrade.failed')));
      setBusyPlan(null);
    }
  }

  async function payWithCard(run: RunConfirm, save: boolean) {
    if (!payment) return;
    setCardState({ status: 'busy' });
    let paid;
    try {
      paid = await run();
    } catch (err) {
      const message = paymentFailure(err, t('upgrade.paymentFailed'));
      failed(message);
      setCardState({ status: 'failed', message });
      return;
    }
    try {
      await upgrade.mutateAsync({ planName: payment.plan.name, paymentIntentId: paid.paymentIntentId });
    } catch (err) {
      const message = serverMessage(err, t('upgrade.failed'));
      failed(message);
      setCardState({ status: 'failed', message });
      return;
    }
    if (save && paid.paymentMethodId) {
      // The plan is paid for; a card that could not be kept only means the renewal will ask again.
      await saveMethod.mutateAsync({ paymentMethodId: paid.paymentMethodId, setAsDefault: true }).catch((err) => console.error('Saving the card failed', err));
    }
    upgraded();
    setPayment(null);
    setBusyPlan(null);
    setCardState({ status: 'idle' });
  }

  const closePayment = () => {
    if (cardState.status === 'busy') return;
    setPayment(null);
    setBusyPlan(null);
    setCardState({ status: 'idle' });
  };

  return { busyPlan, start, payment, cardState, payWithCard, closePayment };
}
