import type { CurrentSubscription } from '@common/subscriptions';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useCancelPlan } from '../api/use-cancel-plan';
import { formatPlanDate } from '../lib/plan-period';

interface CancelPlanDialogProps {
  current: CurrentSubscription;
  open: boolean;
  onClose: () => void;
}

/** Cancels at the end of the period: the plan stays until then, then Free. */
export function CancelPlanDialog({ current, open, onClose }: CancelPlanDialogProps) {
  const { t, language } = useT('subscription');
  const cancel = useCancelPlan();
  const until = current.currentPeriodEnd ? formatPlanDate(current.currentPeriodEnd, language) : null;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: t('cancel.doneTitle'), description: message, variant: 'success' }),
      onError: (err) => toast({ title: t('cancel.failedTitle'), description: serverMessage(err, t('cancel.failed')), variant: 'error' }),
      onSettled: onClose,
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('cancel.title', { plan: current.displayName })}
      confirmLabel={t('cancel.confirm')}
      busyLabel={t('cancel.busy')}
      cancelLabel={t('cancel.keep')}
      busy={cancel.isPending}
      onConfirm={confirm}
    >
      {until ? t('cancel.until', { plan: current.displayName, date: until }) : t('cancel.atPeriodEnd')}
    </ConfirmDialog>
  );
}
