import { CalendarClock, ShieldCheck } from 'lucide-react';
import type { CurrentSubscription } from '@common/subscriptions';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { canCancel, periodLine } from '../lib/plan-period';
import { PLAN_LOOK } from '../lib/plan-look';

/** Part 2's banner: the current plan's display name, with its renewal or end date and the way to cancel. */
export function CurrentPlanBanner({ current, onCancel }: { current: CurrentSubscription; onCancel: () => void }) {
  const { t, language } = useT('subscription');
  const { icon: Icon } = PLAN_LOOK[current.name];
  const period = periodLine(current, t, language);
  return (
    <section aria-label={t('banner.label')} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-ink-900 text-brand-500">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-slate-600">{t('banner.label')}</p>
          <p className="text-xl font-extrabold text-ink-900" data-testid="current-plan">
            {current.displayName}
          </p>
          {period && (
            <p className={current.cancelAtPeriodEnd ? 'mt-0.5 flex items-center gap-1.5 text-sm font-semibold text-amber-800' : 'mt-0.5 flex items-center gap-1.5 text-sm text-slate-600'}>
              <CalendarClock className="size-4" aria-hidden="true" />
              {period}
            </p>
          )}
          {current.status === 'PAST_DUE' && <p className="mt-0.5 text-sm font-semibold text-red-700">{t('banner.pastDue')}</p>}
        </div>
      </div>
      {canCancel(current) ? (
        <Button variant="outline" onClick={onCancel} className="shrink-0">
          {t('banner.cancel')}
        </Button>
      ) : (
        current.name === 'FREE' && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
            {t('banner.noCard')}
          </p>
        )
      )}
    </section>
  );
}
