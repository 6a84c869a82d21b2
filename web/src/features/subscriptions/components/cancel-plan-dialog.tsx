import { AlertDialog } from 'radix-ui';
import type { CurrentSubscription } from '@common/plans';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
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
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && !cancel.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('cancel.title', { plan: current.displayName })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {until ? t('cancel.until', { plan: current.displayName, date: until }) : t('cancel.atPeriodEnd')}
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
