import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, 2.6: the plan (Free by default, named in the reader's language) with an Upgrade link, hidden on PRO and TEAM. */
export function PlanLine({ tier }: { tier: AuthUser['subscriptionTier'] | null | undefined }) {
  const plan = tier ?? 'FREE';
  const { t } = useT('dashboard');
  const common = useT('common').t;
  const canUpgrade = plan !== 'PRO' && plan !== 'TEAM';
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-300">
      <span>
        {t('plan.yours')} <span className="rounded-full bg-white/10 px-2.5 py-0.5 font-bold tracking-wide text-white">{common(`tiers.${plan}`)}</span>
      </span>
      {canUpgrade && (
        <Link href="/subscription" className="inline-flex items-center gap-1 font-semibold text-brand-500 underline-offset-4 hover:underline">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('plan.upgrade')}
        </Link>
      )}
    </p>
  );
}
