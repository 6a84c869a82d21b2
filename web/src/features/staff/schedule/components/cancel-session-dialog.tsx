import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifyError, notifySaved } from '../../lib/notify';
import { useCancelSession } from '../api/use-cancel-session';
import type { StaffSession } from '../api/use-staff-sessions';
import { bookedCount, sessionLabel } from '../lib/session-label';

/** Asks first: cancelling refunds every booking in full and e-mails every payer and athlete. */
export function CancelSessionDialog({ session, onClose }: { session: StaffSession | null; onClose: () => void }) {
  const cancel = useCancelSession();
  const booked = session ? bookedCount(session) : 0;
  const confirm = async () => {
    if (!session) return;
    try {
      const { message } = await cancel.mutateAsync(session.id);
      notifySaved(message);
      onClose();
    } catch (err) {
      notifyError(err, 'The session could not be cancelled. Please try again.');
    }
  };
  return (
    <ConfirmDialog
      open={!!session}
      onOpenChange={(o) => !o && onClose()}
      title="Cancel this session?"
      confirmLabel="Cancel session and refund"
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
    >
      <p className="font-semibold text-ink-900">{session && sessionLabel(session)}</p>
      <p>
        {booked > 0
          ? `Every booking (${booked} spot${booked === 1 ? '' : 's'} taken) is refunded in full, and each payer and athlete is e-mailed.`
          : 'Nobody has booked it yet. It disappears from the schedule.'}{' '}
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
