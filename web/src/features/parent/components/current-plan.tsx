import { Link } from 'wouter';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { QuestionDialog } from '@/ui/question-dialog';
import { toast } from '@/ui/toast';
import { useCancelPlan } from '@/features/subscriptions/api/use-cancel-plan';
import { isPaidTier, periodLine, statusTone, type ParentBilling } from '../lib/billing';

/** The current plan, a link to change it, and 'Cancel at period end' on a paid plan. */
export function CurrentPlan({ billing }: { billing: ParentBilling }) {
  const { t, language } = useT('parent');
  const tier = useT('common').t;
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
          <span className="text-lg font-extrabold text-ink-900">{tier(`tiers.${billing.subscriptionTier}`)}</span>
          <Badge tone={statusTone(billing.subscriptionStatus)}>{t(`billing.statuses.${billing.subscriptionStatus}`)}</Badge>
        </p>
        {period && <p className="mt-1 text-sm text-slate-700">{period}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/subscription">{isPaidTier(billing.subscriptionTier) ? t('plan.change') : t('plan.see')}</Link>
          </Button>
          {canCancel && (
            <QuestionDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={cancel.isPending}>
                  {t('plan.cancelAtEnd')}
                </Button>
              }
              title={t('plan.cancelTitle')}
              description={t('plan.cancelText', { plan: tier(`tiers.${billing.subscriptionTier}`) })}
              cancelLabel={t('plan.keep')}
              action={
                <Button variant="danger" onClick={confirm}>
                  {t('plan.cancelAtEnd')}
                </Button>
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
