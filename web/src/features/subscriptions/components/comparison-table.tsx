import { Check, Minus } from 'lucide-react';
import type { Plan } from '@common/subscriptions';
import { useT } from '@/lib/i18n/i18next';
import { HeadedSection } from '@/ui/headed-section';
import { comparisonRows } from '../lib/plan-look';
import { limitText } from '../lib/plan-period';

/**
 * Part 2: which plan includes what: a row per line any plan sells (decision 049), the monthly
 * number or a check, and a dash where a plan has none, with words for screen readers.
 */
export function ComparisonTable({ plans }: { plans: Plan[] }) {
  const { t } = useT('subscription');
  return (
    <HeadedSection id="compare-title" title={t('compare.heading')} className="mt-14" headingClassName="text-2xl font-bold tracking-tight text-ink-900">
      <div className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[20rem] text-sm">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50">
              <th scope="col" className="px-2 py-3 sm:px-4 text-left font-semibold text-slate-700">
                {t('compare.feature')}
              </th>
              {plans.map((p) => (
                <th key={p.name} scope="col" className="px-2 py-3 sm:px-4 text-center font-bold text-ink-900">
                  {p.displayName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows(plans).map((key) => (
              <tr key={key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-2 py-3 sm:px-4 text-left font-medium text-ink-900">
                  {t(`rows.${key}`)}
                </th>
                {plans.map((p) => {
                  const line = p.includes.find((l) => l.key === key);
                  return (
                    <td key={p.name} className="px-2 py-3 sm:px-4 text-center">
                      {line?.amount !== undefined ? (
                        <span className="font-semibold text-ink-900 tabular-nums">{limitText(line.amount, t)}</span>
                      ) : line ? (
                        <>
                          <Check className="mx-auto size-5 text-green-700" aria-hidden="true" />
                          <span className="sr-only">{t('compare.included')}</span>
                        </>
                      ) : (
                        <>
                          <Minus className="mx-auto size-5 text-slate-400" aria-hidden="true" />
                          <span className="sr-only">{t('compare.notIncluded')}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HeadedSection>
  );
}
