import { useState } from 'react';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import type { RunConfirm } from '@/features/payments/provider';
import { useConfirmPayment } from '@/features/payments/use-confirm-payment';
import { toast } from '@/ui/toast';
import { useFindBooking } from '../api/find-booking';
import { useCreateBooking } from '../api/use-create-booking';
import { bookingFailure } from '../lib/booking-failure';

export interface Paid {
  bookingId: number | null;
  /** Whether the card used was saved for next time during this payment. */
  savedCard: boolean;
  /** Booked with a session credit rather than a card (issue 18). */
  withCredit?: boolean;
}

export type PayState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  /** The money was taken but no booking was made: retry the booking, never the payment. */
  | { status: 'unbooked'; message: string; paymentIntentId: string; refunded: boolean };

interface Options {
  sessionId: number | null;
  /** Parents: the linked athlete booked for; athletes: undefined (themselves). */
  athleteId?: number | null;
  hasSavedCards: boolean;
  onPaid: (paid: Paid) => void;
}

/**
 * After the provider has confirmed the card (part 1, section 4): keep the card if asked, book the
 * session, and say what happened with the toasts of part 1, section 8.
 */
export function usePay({ sessionId, athleteId, hasSavedCards, onPaid }: Options) {
  const { t } = useT('checkout');
  // Part 1, section 8: the provider's message for a new card; the fixed text for a saved one.
  const confirm = useConfirmPayment({
    hasSavedCards,
    words: { failedTitle: t('pay.failedTitle'), failed: t('pay.failed'), cardSavedTitle: t('pay.cardSavedTitle'), cardSaved: t('pay.cardSaved') },
    providerMessageForSavedCard: false,
  });
  const createBooking = useCreateBooking();
  const findBooking = useFindBooking();
  const [state, setState] = useState<PayState>({ status: 'idle' });

  async function book(paymentIntentId: string, savedCard: boolean) {
    if (sessionId === null) {
      toast({ title: t('pay.successTitle'), description: t('pay.success'), variant: 'success', duration: 5000 });
      onPaid({ bookingId: null, savedCard });
      return;
    }
    try {
      const booking = await createBooking.mutateAsync({ sessionId, paymentIntentId });
      toast({ title: t('booking.bookedTitle'), description: t('booking.booked'), variant: 'success', duration: 5000 });
      setState({ status: 'idle' });
      onPaid({ bookingId: booking.id, savedCard });
    } catch (err) {
      if (bookingFailure(err) === 'refunded') {
        const message = serverMessage(err, t('booking.failed'));
        toast({ title: t('booking.failedTitle'), description: message, variant: 'error' });
        setState({ status: 'unbooked', message, paymentIntentId, refunded: true });
        return;
      }
      const booked = await findBooking(sessionId, athleteId ?? undefined);
      if (booked) {
        toast({ title: t('booking.bookedTitle'), description: t('booking.bookedMeanwhile'), variant: 'success', duration: 5000 });
        setState({ status: 'idle' });
        onPaid({ bookingId: booked.id, savedCard });
        return;
      }
      toast({ title: t('booking.failedTitle'), description: t('booking.failed'), variant: 'error' });
      setState({ status: 'unbooked', message: t('booking.failed'), paymentIntentId, refunded: false });
    }
  }

  async function pay(run: RunConfirm, card: { isNew: boolean; save: boolean }) {
    setState({ status: 'busy' });
    const paid = await confirm(run, card);
    if (!paid.ok) return setState({ status: 'failed', message: paid.message });
    await book(paid.paymentIntentId, paid.savedCard);
  }

  async function retryBooking() {
    if (state.status !== 'unbooked' || state.refunded) return;
    const { paymentIntentId } = state;
    setState({ status: 'busy' });
    await book(paymentIntentId, false);
  }

  const reset = () => setState({ status: 'idle' });

  return { state, pay, retryBooking, reset };
}
