import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiStatus, serverMessage } from '@/lib/api';
import { CREDITS_KEY, creditForProgram } from '@/features/packs/credits/credits';
import { useBookWithCredit } from '@/features/bookings/checkout/api/use-book-with-credit';
import { useCredits } from '@/features/packs/credits/use-credits';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { planLimitMessage } from '@/features/subscriptions/plan-limit/plan-limit';
import { PlanLimitNotice } from '@/features/subscriptions/plan-limit/plan-limit-notice';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useFindBooking } from '../api/find-booking';
import { detailsRequiredFor } from '../lib/details-required';

interface CreditChoiceProps {
  sessionId: number;
  programId: number;
  /** Parents: the linked athlete chosen; athletes: undefined (themselves). */
  athleteId?: number;
  /** While the card is being charged or the spot held again. */
  disabled: boolean;
  /** The server holds no spot until this athlete's emergency contact and signed waiver are on file. */
  onDetailsRequired: (athleteId: number) => void;
  onBooked: (bookingId: number) => void;
}

/** A refusal the server answered (4xx): its message is final; anything else may have booked anyway. */
const answered = (err: unknown) => {
  const status = apiStatus(err);
  return status !== null && status >= 400 && status < 500;
};

/**
 * Issue 18: with a usable credit that covers the session's program, booking with it comes first
 * ('Use 1 credit', the soonest to expire is spent), then 'or pay by card' and the card payment.
 * Nothing shows without such a credit.
 */
export function CreditChoice({ sessionId, programId, athleteId, disabled, onDetailsRequired, onBooked }: CreditChoiceProps) {
  const { t, language } = useT('checkout');
  const qc = useQueryClient();
  const credits = useCredits();
  const book = useBookWithCredit();
  const findBooking = useFindBooking();
  const [refusal, setRefusal] = useState<{ message: string; planLimit: string | null } | null>(null);
  const grant = creditForProgram(credits.data, programId, new Date());
  // A refusal stays on screen even once the credits read again show none for this session.
  if (!grant && !refusal) return null;

  async function bookWithCredit() {
    setRefusal(null);
    try {
      const result = await book.mutateAsync({ sessionId, athleteId });
      toast({ title: t('credit.bookedTitle'), description: result.message, variant: 'success', duration: 5000 });
      onBooked(result.id);
      return;
    } catch (err) {
      const detailsFor = detailsRequiredFor(err);
      if (detailsFor !== null) return onDetailsRequired(detailsFor);
      if (!answered(err)) {
        // The network or the server failed: the booking may have been made all the same.
        const booked = await findBooking(sessionId, athleteId);
        if (booked) {
          toast({ title: t('credit.bookedTitle'), description: t('booking.booked'), variant: 'success', duration: 5000 });
          onBooked(booked.id);
          return;
        }
      }
      const message = serverMessage(err, t('credit.failed'));
      toast({ title: t('booking.failedTitle'), description: message, variant: 'error' });
      setRefusal({ message, planLimit: planLimitMessage(err) });
      // The credit may have been used or have expired meanwhile.
      void qc.invalidateQueries({ queryKey: CREDITS_KEY });
    }
  }

  const busy = book.isPending;
  return (
    <>
      <section aria-labelledby="credit-choice-heading" className="space-y-3 rounded-xl border-2 border-brand-600 bg-brand-50 p-4" data-testid="credit-choice">
        <h3 id="credit-choice-heading" className="flex items-center gap-2 font-bold text-ink-900">
          <Ticket className="size-5 text-brand-700" aria-hidden="true" /> {t('credit.heading')}
        </h3>
        {grant && credits.data && (
          <>
            <Button size="lg" className="w-full" onClick={() => void bookWithCredit()} disabled={busy || disabled} aria-busy={busy || undefined}>
              {busy ? t('credit.using') : t('credit.use')}
            </Button>
            <p className="text-sm text-slate-700">{t('credit.left', { count: credits.data.balance, date: instantDate(grant.expiresAt, language) })}</p>
          </>
        )}
        {refusal && (refusal.planLimit ? <PlanLimitNotice message={refusal.planLimit} /> : <Alert>{refusal.message}</Alert>)}
      </section>
      <p className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
        {t('credit.or')}
        <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
      </p>
    </>
  );
}
