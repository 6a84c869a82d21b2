import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { BOOK_WITH_CREDIT_KEY } from '@/features/bookings/checkout/api/use-book-with-credit';
import { useCredits } from '@/features/packs/credits/use-credits';
import { useT } from '@/lib/i18n/i18next';
import { CardChoice } from '@/features/payments/saved-cards/card-choice';
import { useChosenCard } from '@/features/payments/saved-cards/use-chosen-card';
import { usePaymentConfig } from '@/features/payments/use-payment-config';
import { usePaymentMethods } from '@/features/payments/use-payment-methods';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { ageStandingOf, useBookingEligibility } from '../api/use-booking-eligibility';
import { useCreatePaymentIntent, type CheckoutPrice } from '../api/use-create-payment-intent';
import { usePay, type Paid } from '../hooks/use-pay';
import { useRedirectToLogin } from '../hooks/use-require-login';
import { useTimeLeft } from '../hooks/use-time-left';
import { detailsRequiredFor } from '../lib/details-required';
import { CreditChoice } from './credit-choice';
import { HoldTimer } from './hold-timer';
import { AgeRefusal, BookingFailed, IntentFailed } from './payment-alerts';

export interface PaymentPanelProps {
  sessionId: number;
  programId: number;
  /** The program's price from the server, sent along as the spec's payload has it (the server charges its own). */
  amount: number;
  description: string;
  /** Parents: the linked athlete chosen; null until one is. Athletes: undefined. */
  athleteId?: number | null;
  /** Where to choose another session when this one cannot be had. */
  otherSessionsHref: string;
  /** The server holds no spot until this athlete's emergency contact and signed waiver are on file. */
  onDetailsRequired: (athleteId: number) => void;
  onPaid: (paid: Paid) => void;
  /** What the server will charge for this athlete (its sibling discount included), once its intent is made; null meanwhile. */
  onPrice?: (price: CheckoutPrice | null) => void;
}

/**
 * Holds the spot, takes the card (saved or new, either provider) and books the session; with a
 * session credit that covers the program, booking with it is offered first (issue 18). An athlete
 * outside the session's age group is told why before anything is held (issue 29).
 */
export function PaymentPanel({
  sessionId,
  programId,
  amount,
  description,
  athleteId,
  otherSessionsHref,
  onDetailsRequired,
  onPaid,
  onPrice,
}: PaymentPanelProps) {
  const { t } = useT('checkout');
  const initFailed = t('payment.initFailed');
  const config = usePaymentConfig();
  const methods = usePaymentMethods();
  const saved = methods.data ?? [];
  const [save, setSave] = useState(true);

  useEffect(() => {
    if (methods.error) console.error('Failed to load payment methods', methods.error);
  }, [methods.error]);

  const { state, pay: payWith, retryBooking, reset } = usePay({ sessionId, athleteId, hasSavedCards: saved.length > 0, onPaid });
  const cards = useChosenCard(saved, reset);

  // The age group is checked first (issue 29): an athlete outside it gets the reason, and no hold or card form.
  const eligibility = useBookingEligibility(sessionId);
  const standing = ageStandingOf(eligibility.data, athleteId);
  const ready = !methods.isLoading && athleteId !== null && !eligibility.isLoading && standing === null;
  const intent = useCreatePaymentIntent(
    ready ? { amount, programId, sessionId, description, athleteId: athleteId ?? undefined, paymentMethodId: cards.selected?.id } : null,
  );
  const msLeft = useTimeLeft(intent.data?.holdExpiresAt);
  // The summary shows the server's price for the athlete chosen: not the previous athlete's while the next intent loads.
  const priced = intent.data && !intent.isPlaceholderData ? intent.data : null;
  const priceAmount = priced?.amount ?? null;
  const { percent = null, listCents = null, discountCents = null } = priced?.siblingDiscount ?? {};
  useEffect(() => {
    if (!onPrice) return;
    const siblingDiscount = percent !== null && listCents !== null && discountCents !== null ? { percent, listCents, discountCents } : null;
    onPrice(priceAmount === null ? null : { amount: priceAmount, siblingDiscount });
  }, [priceAmount, percent, listCents, discountCents, onPrice]);
  const bookingWithCredit = useIsMutating({ mutationKey: BOOK_WITH_CREDIT_KEY }) > 0;
  // Read with the intent, so that the credit choice is ready when the payment shows.
  useCredits();

  const unauthorized = isUnauthorizedError(intent.error);
  useRedirectToLogin(unauthorized);
  // Not an error to show: the page asks for the athlete's details instead, then comes back here.
  // No age on file (no details yet): the page asks for the details, age included, as the server would.
  const detailsFor = standing?.detailsNeeded ? standing.athleteId : detailsRequiredFor(intent.error);
  useEffect(() => {
    if (detailsFor !== null) onDetailsRequired(detailsFor);
  }, [detailsFor, onDetailsRequired]);
  const initError = intent.error && !unauthorized && detailsFor === null ? serverMessage(intent.error, initFailed) : null;
  useEffect(() => {
    if (initError === null) return;
    toast({ title: initFailed, description: initError !== initFailed ? initError : undefined, variant: 'error' });
  }, [initError, initFailed, intent.errorUpdatedAt]);

  /**
   * The card being paid with stays chosen until the page moves on: a card saved during this payment
   * (Save & Pay) would otherwise change the intent's key and ask the server for a second intent for
   * a spot that is already paid for.
   */
  const pay: typeof payWith = (run, card) => {
    cards.hold();
    return payWith(run, card);
  };

  if (athleteId === null) {
    return <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('payment.chooseAthlete')}</p>;
  }
  if (standing && !standing.detailsNeeded) return <AgeRefusal message={standing.reason ?? ''} otherSessionsHref={otherSessionsHref} />;
  if (detailsFor !== null) return <Spinner label={t('payment.initializing')} />;
  if (initError !== null && !intent.isFetching) {
    return (
      <IntentFailed message={initError} status={intent.error?.message.slice(0, 3)} onRetry={() => intent.refetch()} otherSessionsHref={otherSessionsHref} />
    );
  }
  if (!intent.data || !config.data) {
    return <Spinner label={t('payment.initializing')} />;
  }

  if (state.status === 'unbooked') {
    return <BookingFailed message={state.message} refunded={state.refunded} onRetry={retryBooking} otherSessionsHref={otherSessionsHref} />;
  }

  const busy = state.status === 'busy';
  const expired = msLeft !== null && msLeft <= 0;
  const disabled = intent.isFetching || expired || bookingWithCredit;

  return (
    <div className="space-y-5">
      <HoldTimer msLeft={busy ? null : msLeft} onRenew={() => intent.refetch()} renewing={intent.isFetching} />
      <CreditChoice
        sessionId={sessionId}
        programId={programId}
        athleteId={athleteId ?? undefined}
        disabled={busy || intent.isFetching || expired}
        onDetailsRequired={onDetailsRequired}
        onBooked={(bookingId) => onPaid({ bookingId, savedCard: false, withCredit: true })}
      />
      <CardChoice
        config={config.data}
        intent={intent.data}
        cards={cards}
        state={state}
        disabled={disabled}
        save={{ checked: save, onChange: setSave }}
        onPay={(run, card) => pay(run, card)}
      />
    </div>
  );
}
