import { Suspense } from 'react';
import type { Booking } from '@common/bookings';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { bookingSummary } from './booking-summary';
import { AttendancePolicyNote } from '@/features/attendance-policy/components/attendance-policy-note';
import { CANCEL_NOTICE_HOURS } from '@common/member';
import { useUser } from '@/lib/use-user';
import { bookingInstant, refundLine } from './booking-time';
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
  const { user } = useUser();
  const now = new Date();
  const refund = booking ? refundLine(booking, now, t, language) : null;
  const late = !!booking && bookingInstant(booking.session).getTime() - now.getTime() < CANCEL_NOTICE_HOURS * 3600_000;
  const forChild = !!booking && !!user && booking.athlete.id !== user.id;

  const confirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () => toast({ title: t('cancel.doneTitle'), description: t('cancel.done') }),
      onError: (err) => toast({ title: errorTitle, description: serverMessage(err, t('cancel.failed')), variant: 'error' }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={!!booking}
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel.title')}
      confirmLabel={t('cancel.confirm')}
      busyLabel={t('cancel.busy')}
      cancelLabel={t('cancel.keep')}
      busy={cancel.isPending}
      onConfirm={confirm}
    >
      {booking && <p className="font-semibold text-ink-900">{bookingSummary(booking, t, language)}</p>}
      {booking?.paidWithCredit && booking.creditPack && <p>{t('cancel.paidWithCredit', { pack: booking.creditPack })}</p>}
      <p>{question}</p>
      {refund && <p className="rounded-lg bg-slate-100 px-3 py-2 font-medium text-ink-900">{refund}</p>}
      {booking && (
        <AttendancePolicyNote
          where="cancel"
          lateCancel={late}
          athleteId={forChild ? booking.athlete.id : undefined}
          athleteName={forChild ? booking.athlete.firstName : undefined}
        />
      )}
    </ConfirmDialog>
  );
}
