import { useId, useState } from 'react';
import { PAUSE_MONTHS, type CurrentSubscription } from '@common/subscriptions';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { usePausePlan } from '../api/use-pause-plan';
import { formatPlanDate, pauseEnd } from '../lib/plan-period';

interface PausePlanDialogProps {
  current: CurrentSubscription;
  open: boolean;
  onClose: () => void;
}

/** Pauses the plan for 1, 2 or 3 months from the end of the paid period (issue 29): Free meanwhile, nothing charged. */
export function PausePlanDialog({ current, open, onClose }: PausePlanDialogProps) {
  const { t, language } = useT('subscription');
  const pause = usePausePlan();
  const [months, setMonths] = useState<1 | 2 | 3>(1);
  const legend = useId();
  const from = current.currentPeriodEnd;

  const confirm = () =>
    pause.mutate(months, {
      onSuccess: () =>
        toast({
          title: t('pause.doneTitle'),
          description: from ? t('pause.done', { from: formatPlanDate(from, language), until: formatPlanDate(pauseEnd(from, months), language) }) : undefined,
          variant: 'success',
        }),
      onError: (err) => toast({ title: t('pause.failedTitle'), description: serverMessage(err, t('pause.failed')), variant: 'error' }),
      onSettled: onClose,
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('pause.title', { plan: current.displayName })}
      confirmLabel={t('pause.confirm', { count: months })}
      busyLabel={t('pause.busy')}
      cancelLabel={t('pause.keep')}
      busy={pause.isPending}
      onConfirm={confirm}
    >
      <fieldset aria-labelledby={legend}>
        <p id={legend} className="font-semibold text-ink-900">
          {t('pause.howLong')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {PAUSE_MONTHS.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer items-center gap-2 rounded-lg border whitespace-nowrap border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="pause-months" value={m} checked={months === m} onChange={() => setMonths(m)} className="accent-brand-600" />
              {t('pause.months', { count: m })}
            </label>
          ))}
        </div>
      </fieldset>
      {from && (
        <p>
          {t('pause.explain', { plan: current.displayName, from: formatPlanDate(from, language), until: formatPlanDate(pauseEnd(from, months), language) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
