import { BadgeCheck } from 'lucide-react';
import { shortDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useMeasurables } from '../api/use-test-days';
import { formatValue, testName } from '../lib/format';

/** A public profile's verified measurables (issue 31): best results taken at the facility, when the athlete chose to show them. */
export function VerifiedMeasurables({ slug }: { slug: string }) {
  const { t, language } = useT('testDays');
  const list = useMeasurables(slug).data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="measurables-h" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="measurables-h" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <BadgeCheck className="size-5 text-emerald-700" aria-hidden="true" />
        {t('measurables.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{t('measurables.lead')}</p>
      <dl className="mt-3 divide-y divide-slate-100" data-testid="measurables">
        {list.map((m) => (
          <div key={m.test.id} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-sm text-slate-700">{testName(m.test, language)}</dt>
            <dd className="text-right">
              <span className="font-bold text-ink-900">
                {formatValue(m.value, m.test.unit, language)} {t(`units.${m.test.unit}`)}
              </span>
              <span className="block text-xs text-slate-600">
                {shortDay(m.testedOn, language)} · {m.measured ? t('measurables.measured') : t('measurables.entered')}
              </span>
              {m.clipUrl && (
                <a href={m.clipUrl} target="_blank" rel="noreferrer" className="text-xs font-semibold text-brand-700 underline">
                  {t('measurables.watch', { test: testName(m.test, language) })}
                </a>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
