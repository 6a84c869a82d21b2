import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/lib/staff/confirm-dialog';
import { useNotify } from '@/lib/staff/notify';
import { useCancelSession } from '@/features/bookings/staff/api/use-cancel-session';
import type { StaffSession } from '../api/use-staff-sessions';
import { bookedCount, sessionLabel } from '../lib/session-label';

/** Asks first: cancelling refunds every booking in full and e-mails every payer and athlete. */
export function CancelSessionDialog({ session, onClose }: { session: StaffSession | null; onClose: () => void }) {
  const { t, language } = useT('staff');
  const notify = useNotify();
  const cancel = useCancelSession();
  const booked = session ? bookedCount(session) : 0;
  const confirm = async () => {
    if (!session) return;
    try {
      const { message } = await cancel.mutateAsync(session.id);
      notify.saved(message);
      onClose();
    } catch (err) {
      notify.error(err, t('schedule.cancel.failed'));
    }
  };
  return (
    <ConfirmDialog
      open={!!session}
      onOpenChange={(o) => !o && onClose()}
      title={t('schedule.cancel.title')}
      confirmLabel={t('schedule.cancel.confirm')}
      busyLabel={t('schedule.cancel.busy')}
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
    >
      <p className="font-semibold text-ink-900">{session && sessionLabel(session, t, language)}</p>
      <p>
        {booked > 0 ? t('schedule.cancel.refund', { count: booked }) : t('schedule.cancel.nobody')} {t('cannotUndo')}
      </p>
    </ConfirmDialog>
  );
}
