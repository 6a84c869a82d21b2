import { useState } from 'react';
import type { CreditGrant } from '@common/packs';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { paymentFailure } from '@/features/payments/offline-provider';
import type { RunConfirm } from '@/features/payments/provider';
import { useSavePaymentMethod } from '@/features/payments/use-save-payment-method';
import { toast } from '@/ui/toast-store';
import { usePurchasePack } from '../api/use-purchase-pack';

export type PayState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  /** Paid but the credits not given yet: ask again with the same payment (never pay again). */
  | { status: 'unpurchased'; message: string; paymentIntentId: string };

interface Options {
  packId: number;
  hasSavedCards: boolean;
  onBought: (bought: { grant: CreditGrant; savedCard: boolean }) => void;
}

/**
 * Confirms the card with the provider, keeps the card when asked (the first one saved becomes the
 * default), then asks for the credits with the succeeded payment.
 */
export function usePayForPack({ packId, hasSavedCards, onBought }: Options) {
  const { t } = useT('packs');
  const purchase = usePurchasePack();
  const saveMethod = useSavePaymentMethod();
  const [state, setState] = useState<PayState>({ status: 'idle' });

  async function purchaseWith(paymentIntentId: string, savedCard: boolean) {
    setState({ status: 'busy' });
    try {
      const { message, grant } = await purchase.mutateAsync({ packId, paymentIntentId });
      toast({ title: t('success.toastTitle'), description: message, variant: 'success' });
      setState({ status: 'idle' });
      onBought({ grant, savedCard });
    } catch (err) {
      const message = serverMessage(err, t('purchase.failed'));
      toast({ title: t('purchase.failedTitle'), description: message, variant: 'error' });
      setState({ status: 'unpurchased', message, paymentIntentId });
    }
  }

  async function pay(run: RunConfirm, card: { isNew: boolean; save: boolean }) {
    setState({ status: 'busy' });
    let result;
    try {
      result = await run();
    } catch (err) {
      const message = paymentFailure(err, t('pay.failed'));
      toast({ title: t('pay.failedTitle'), description: message, variant: 'error' });
      setState({ status: 'failed', message });
      return;
    }
    let savedCard = false;
    if (card.isNew && card.save && result.paymentMethodId) {
      try {
        await saveMethod.mutateAsync({ paymentMethodId: result.paymentMethodId, setAsDefault: !hasSavedCards });
        toast({ title: t('pay.cardSavedTitle'), description: t('pay.cardSaved'), variant: 'success' });
        savedCard = true;
      } catch (err) {
        // The payment went through; a card that could not be kept is no reason to stop.
        console.error('Saving the payment method failed', err);
      }
    }
    await purchaseWith(result.paymentIntentId, savedCard);
  }

  const retryPurchase = () => state.status === 'unpurchased' && purchaseWith(state.paymentIntentId, false);
  const reset = () => setState({ status: 'idle' });

  return { state, pay, retryPurchase, reset };
}
