import type { CurrentSubscription } from '@common/subscriptions';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { HeadedSection } from '@/ui/headed-section';
import { LIMIT_ROWS } from '../lib/plan-look';
import { usagePercent, usageText } from '../lib/plan-period';

/** This calendar month's use of each limit, as the server counts it. */
export function UsagePanel({ usage }: { usage: CurrentSubscription['usage'] }) {
  const { t } = useT('subscription');
  return (
    <HeadedSection
      id="usage-title"
      title={t('usage.heading')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="text-base font-bold text-ink-900"
    >
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {LIMIT_ROWS.map(([label, key]) => {
          const pct = usagePercent(usage[key]);
          return (
            <div key={key}>
              <dt className="text-sm text-slate-600">{t(`limits.${label}`)}</dt>
              <dd className="mt-0.5 font-bold text-ink-900">{usageText(usage[key], t)}</dd>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
                <div
                  className={cn('h-full rounded-full', pct === null ? 'bg-green-200' : pct >= 100 ? 'bg-red-600' : pct >= 75 ? 'bg-amber-500' : 'bg-brand-600')}
                  style={{ width: `${pct ?? 100}%` }}
                />
              </div>
            </div>
          );
        })}
      </dl>
    </HeadedSection>
  );
}
