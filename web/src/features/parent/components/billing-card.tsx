import { CreditCard, ExternalLink, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useBillingPortal } from '@/features/payments/use-billing-portal';
import { useParentBilling } from '../api/use-parent-billing';
import { periodLine, statusTone } from '../lib/billing';
import { LoadError, Loading } from './load-state';
import { ManageBillingDialog } from './manage-billing-dialog';
import { SectionCard } from './section-card';

/** Part 2: plan tier and status; Manage Billing opens Stripe's portal, or our own dialog offline. */
export function BillingCard() {
  const { t, language } = useT('parent');
  const tier = useT('common').t;
  const billing = useParentBilling({ enabled: true });
  const portal = useBillingPortal();
  const [open, setOpen] = useState(false);
  const b = billing.data;

  const manage = () => {
    if (!b?.portalAvailable) return setOpen(true);
    portal.mutate(undefined, {
      onError: (err) => toast({ title: t('billing.unavailableTitle'), description: serverMessage(err, t('billing.unavailable')), variant: 'error' }),
    });
  };

  return (
    <SectionCard id="billing" icon={CreditCard} title={t('billing.title')}>
      {billing.isPending ? (
        <Loading label={t('billing.loading')} />
      ) : billing.isError ? (
        <LoadError message={t('billing.loadFailed')} onRetry={() => void billing.refetch()} />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('billing.plan')}</dt>
              <dd className="mt-1 text-lg font-extrabold text-ink-900">{tier(`tiers.${billing.data.subscriptionTier}`)}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('billing.status')}</dt>
              <dd className="mt-1.5">
                <Badge tone={statusTone(billing.data.subscriptionStatus)}>{t(`billing.statuses.${billing.data.subscriptionStatus}`)}</Badge>
              </dd>
            </div>
          </dl>
          {periodLine(billing.data, t, language) && <p className="text-sm text-slate-700">{periodLine(billing.data, t, language)}</p>}
          <Button variant="outline" className="w-full" onClick={manage} disabled={portal.isPending}>
            {billing.data.portalAvailable && <ExternalLink className="size-4" aria-hidden="true" />}
            {portal.isPending ? t('billing.opening') : t('billing.manage')}
          </Button>
          {/* Issue 29: what the parent paid, for their children too, each with its receipt. */}
          <Link href="/billing" className="flex items-center justify-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            <Receipt className="size-4" aria-hidden="true" /> {t('billing.history')}
          </Link>
        </div>
      )}
      {b && !b.portalAvailable && <ManageBillingDialog open={open} onOpenChange={setOpen} billing={b} />}
    </SectionCard>
  );
}
