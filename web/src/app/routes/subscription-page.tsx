import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Tier } from '@common/auth';
import type { Plan } from '@common/subscriptions';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentWords } from '@/features/payments/use-payment-words';
import { usePaymentMethods } from '@/features/payments/use-payment-methods';
import { useUser } from '@/lib/use-user';
import { PageIntro } from '@/ui/page-intro';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { useCurrentSubscription } from '@/features/subscriptions/api/use-current-subscription';
import { usePlans } from '@/features/subscriptions/api/use-plans';
import { CancelPlanDialog } from '@/features/subscriptions/components/cancel-plan-dialog';
import { CardPaymentDialog } from '@/features/subscriptions/components/card-payment-dialog';
import { ComparisonTable } from '@/features/subscriptions/components/comparison-table';
import { ConfirmUpgradeDialog } from '@/features/subscriptions/components/confirm-upgrade-dialog';
import { CurrentPlanBanner } from '@/features/subscriptions/components/current-plan-banner';
import { PausePlanDialog } from '@/features/subscriptions/components/pause-plan-dialog';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { PlansSkeleton } from '@/features/subscriptions/components/plans-skeleton';
import { UsagePanel } from '@/features/subscriptions/components/usage-panel';
import { usePlanUpgrade } from '@/features/subscriptions/hooks/use-plan-upgrade';
import { planButton } from '@/features/subscriptions/lib/plan-button';
import { planFrom } from '@/features/subscriptions/lib/plan-param';

/** /subscription (part 2): the plans, the current one, this month's usage, upgrades and cancelling. */
export default function SubscriptionPage() {
  const { t } = useT('subscription');
  usePaymentWords();
  const { user } = useUser();
  const signedIn = !!user;
  const plans = usePlans();
  const current = useCurrentSubscription(signedIn);
  const methods = usePaymentMethods({ enabled: signedIn });
  const upgrade = usePlanUpgrade();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [pauseOpen, setPauseOpen] = useState(false);

  const currentName = user ? (current.data?.name ?? user.subscriptionTier) : null;
  const savedCard = methods.data?.find((m) => m.isDefault) ?? methods.data?.[0];
  const onUpgrade = (plan: Plan) => (savedCard ? setConfirming(plan) : void upgrade.start(plan));

  // /subscription?plan=PLUS, back from signing in with a plan chosen as a guest (issue 29): that
  // plan's checkout opens once, as if its button were pressed (the card form, or with a saved card
  // the question before charging it); a plan the account cannot take (its own, Free) just shows.
  const [, navigate] = useLocation();
  const chosen = planFrom(useSearch());
  const opened = useRef(false);
  const ready = signedIn && plans.isSuccess && !current.isPending && !methods.isPending;
  const openChosen = useEffectEvent((name: Tier) => {
    navigate('/subscription', { replace: true });
    const plan = plans.data?.find((p) => p.name === name);
    const button = plan && planButton(plan, { current: currentName, busyPlan: upgrade.busyPlan }, t);
    if (plan && button && !button.disabled && !button.href) onUpgrade(plan);
  });
  useEffect(() => {
    if (!ready || chosen === null || opened.current) return;
    opened.current = true;
    openChosen(chosen);
  }, [ready, chosen]);

  let list;
  if (plans.isPending) list = <PlansSkeleton />;
  else if (plans.isError) {
    list = (
      <LoadErrorPanel title={t('page.loadFailed')} retryLabel={t('page.tryAgain')} onRetry={() => void plans.refetch()} retrying={plans.isFetching}>
        {t('page.checkConnection')}
      </LoadErrorPanel>
    );
  } else {
    list = (
      <>
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              isCurrent={plan.name === currentName}
              button={planButton(plan, { current: currentName, busyPlan: upgrade.busyPlan }, t)}
              onUpgrade={() => onUpgrade(plan)}
            />
          ))}
        </ul>
        <ComparisonTable plans={plans.data} />
      </>
    );
  }

  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        {current.data && (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <CurrentPlanBanner
              current={current.data}
              onCancel={() => setCancelOpen(true)}
              onPause={() => setPauseOpen(true)}
              onResume={(name) => {
                const plan = plans.data?.find((p) => p.name === name);
                if (plan) onUpgrade(plan);
              }}
            />
            <UsagePanel usage={current.data.usage} />
          </div>
        )}
        {list}
        <p className="text-sm text-slate-600">{t('page.prices')}</p>
      </div>
      <ConfirmUpgradeDialog
        plan={confirming}
        card={savedCard}
        onCancel={() => setConfirming(null)}
        onConfirm={(plan) => {
          setConfirming(null);
          void upgrade.start(plan);
        }}
      />
      <CardPaymentDialog payment={upgrade.payment} state={upgrade.cardState} onPay={upgrade.payWithCard} onClose={upgrade.closePayment} />
      {current.data && <CancelPlanDialog current={current.data} open={cancelOpen} onClose={() => setCancelOpen(false)} />}
      {current.data && <PausePlanDialog current={current.data} open={pauseOpen} onClose={() => setPauseOpen(false)} />}
    </>
  );
}
