import { AlertDialog } from 'radix-ui';
import { Suspense } from 'react';
import type { Booking } from '@common/booking';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { bookingSummary } from './booking-summary';
import { refundLine } from './booking-time';
import { useCancelBooking } from './use-cancel-booking';

interface CancelBookingDialogProps {
  /** The booking to cancel; the dialog is open while it is set. */
  booking: Booking | null;
  onClose: () => void;
  /** Part 1, section 5: the dashboard and My Training Sessions ask in their own words. */
  question: string;
  /** Part 1, section 8: 'Error' on the dashboard, 'Cancellation Failed' on the sessions page. */
  errorTitle: string;
}

/**
 * Asks before cancelling, says whether the payment comes back, then cancels. Its words load beside
 * the page rather than holding it up (the dialog is closed at first).
 */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  return (
    <Suspense fallback={null}>
      <CancelBooking {...props} />
    </Suspense>
  );
}

function CancelBooking({ booking, onClose, question, errorTitle }: CancelBookingDialogProps) {
  const { t, language } = useT('payments');
  const cancel = useCancelBooking();
  const refund = booking ? refundLine(booking, new Date(), t, language) : null;

  const confirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () => toast({ title: t('cancel.doneTitle'), description: t('cancel.done') }),
      onError: (err) => toast({ title: errorTitle, description: serverMessage(err, t('cancel.failed')), variant: 'error' }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog.Root open={!!booking} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('cancel.title')}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700">
              {booking && <p className="font-semibold text-ink-900">{bookingSummary(booking, t, language)}</p>}
              <p>{question}</p>
              {refund && <p className="rounded-lg bg-slate-100 px-3 py-2 font-medium text-ink-900">{refund}</p>}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                {t('cancel.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? t('cancel.busy') : t('cancel.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
