import { AlertDialog } from 'radix-ui';
import { Link } from 'wouter';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { useCancelPlan } from '../api/use-cancel-plan';
import { isPaidTier, periodLine, statusTone, type ParentBilling } from '../lib/billing';

/** The current plan, a link to change it, and 'Cancel at period end' on a paid plan. */
export function CurrentPlan({ billing }: { billing: ParentBilling }) {
  const { t, language } = useT('parent');
  const cancel = useCancelPlan();
  const period = periodLine(billing, t, language);
  const canCancel = isPaidTier(billing.subscriptionTier) && billing.subscriptionStatus === 'ACTIVE' && !billing.cancelAtPeriodEnd;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (r) => toast({ title: t('plan.cancelledTitle'), description: r.message }),
      onError: (err) => toast({ title: t('plan.cancelFailedTitle'), description: serverMessage(err, t('plan.cancelFailed')), variant: 'error' }),
    });

  return (
    <section aria-labelledby="current-plan-heading">
      <h3 id="current-plan-heading" className="font-bold text-ink-900">
        {t('plan.heading')}
      </h3>
      <div className="mt-2 rounded-xl border border-slate-200 p-3">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-extrabold text-ink-900">{billing.subscriptionTier}</span>
          <Badge tone={statusTone(billing.subscriptionStatus)}>{t(`billing.statuses.${billing.subscriptionStatus}`)}</Badge>
        </p>
        {period && <p className="mt-1 text-sm text-slate-700">{period}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/subscription">{isPaidTier(billing.subscriptionTier) ? t('plan.change') : t('plan.see')}</Link>
          </Button>
          {canCancel && (
            <AlertDialog.Root>
              <AlertDialog.Trigger asChild>
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={cancel.isPending}>
                  {t('plan.cancelAtEnd')}
                </Button>
              </AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
                <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
                  <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('plan.cancelTitle')}</AlertDialog.Title>
                  <AlertDialog.Description className="mt-2 text-sm text-slate-700">
                    {t('plan.cancelText', { plan: billing.subscriptionTier })}
                  </AlertDialog.Description>
                  <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <AlertDialog.Cancel asChild>
                      <Button variant="outline">{t('plan.keep')}</Button>
                    </AlertDialog.Cancel>
                    <AlertDialog.Action asChild>
                      <Button variant="danger" onClick={confirm}>
                        {t('plan.cancelAtEnd')}
                      </Button>
                    </AlertDialog.Action>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          )}
        </div>
      </div>
    </section>
  );
}
