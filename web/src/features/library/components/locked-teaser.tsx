import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { usePlansIncluding } from '@/features/subscriptions/api/use-plans-including';

/** What a reader without premium content sees under the teaser: the plans that include it, and the way to upgrade. */
export function LockedTeaser() {
  const { t } = useT('library');
  const plans = usePlansIncluding('premiumContent');
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="flex items-center gap-2 font-bold text-ink-900">
        <Lock className="size-4" aria-hidden="true" />
        {t('locked.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{plans.length ? t('locked.plans', { plans: plans.join(', ') }) : t('locked.text')}</p>
      <Button asChild className="mt-4">
        <Link href="/subscription">{plans.length ? t('locked.upgradeTo', { plan: plans[0]! }) : t('locked.upgrade')}</Link>
      </Button>
    </div>
  );
}
