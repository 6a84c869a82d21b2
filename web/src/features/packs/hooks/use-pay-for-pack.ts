import { useState } from 'react';
import type { CreditGrant } from '@common/packs';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import type { RunConfirm } from '@/features/payments/provider';
import { useConfirmPayment } from '@/features/payments/use-confirm-payment';
import { toast } from '@/ui/toast';
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
  const confirm = useConfirmPayment({
    hasSavedCards,
    words: { failedTitle: t('pay.failedTitle'), failed: t('pay.failed'), cardSavedTitle: t('pay.cardSavedTitle'), cardSaved: t('pay.cardSaved') },
    providerMessageForSavedCard: true,
  });
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
    const paid = await confirm(run, card);
    if (!paid.ok) return setState({ status: 'failed', message: paid.message });
    await purchaseWith(paid.paymentIntentId, paid.savedCard);
  }

  const retryPurchase = () => state.status === 'unpurchased' && purchaseWith(state.paymentIntentId, false);
  const reset = () => setState({ status: 'idle' });

  return { state, pay, retryPurchase, reset };
}
