import { toast } from '@/ui/toast';
import { paymentFailure } from './offline-provider';
import type { RunConfirm } from './provider';
import { useSavePaymentMethod } from './use-save-payment-method';

/** Each checkout's own words (its namespace) for the toasts of a payment. */
export interface PaymentWords {
  failedTitle: string;
  /** The fixed text when the provider gives no reason. */
  failed: string;
  cardSavedTitle: string;
  cardSaved: string;
}

export interface ConfirmOptions {
  hasSavedCards: boolean;
  words: PaymentWords;
  /** Whether a saved card's failure shows the provider's message too (sessions show the fixed text). */
  providerMessageForSavedCard: boolean;
}

export type Confirmed = { ok: true; paymentIntentId: string; savedCard: boolean } | { ok: false; message: string };

/**
 * The first half of every checkout: confirm the card with the provider, then keep a new card when
 * asked (the first one saved becomes the default). A failure is toasted here and answered with its
 * message; what to do with the succeeded intent is the checkout's own business.
 */
export function useConfirmPayment({ hasSavedCards, words, providerMessageForSavedCard }: ConfirmOptions) {
  const saveMethod = useSavePaymentMethod();

  return async function confirm(run: RunConfirm, card: { isNew: boolean; save: boolean }): Promise<Confirmed> {
    let result;
    try {
      result = await run();
    } catch (err) {
      const message = card.isNew || providerMessageForSavedCard ? paymentFailure(err, words.failed) : words.failed;
      toast({ title: words.failedTitle, description: message, variant: 'error' });
      return { ok: false, message };
    }
    let savedCard = false;
    if (card.isNew && card.save && result.paymentMethodId) {
      try {
        await saveMethod.mutateAsync({ paymentMethodId: result.paymentMethodId, setAsDefault: !hasSavedCards });
        toast({ title: words.cardSavedTitle, description: words.cardSaved, variant: 'success' });
        savedCard = true;
      } catch (err) {
        // The payment went through; a card that could not be kept is no reason to stop.
        console.error('Saving the payment method failed', err);
      }
    }
    return { ok: true, paymentIntentId: result.paymentIntentId, savedCard };
  };
}
