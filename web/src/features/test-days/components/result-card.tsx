import { Line, LineChart, ReferenceArea, XAxis, YAxis } from 'recharts';
import type { MyTest } from '@common/test-days';
import { ChartFigure, grid, td, tick } from '@/features/progress/components/chart-figure';
import { monthDay, shortDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { formatChange, formatValue, percentileWord, testName } from '../lib/format';

const VERDICT_TONE = { better: 'text-emerald-800', worse: 'text-red-700', noise: 'text-slate-700' } as const;

/** One test: the latest result for everyone; with analytics, the history, the change judged against the smallest worthwhile change, and the percentile. */
export function ResultCard({ result }: { result: MyTest }) {
  const { t, language } = useT('testDays');
  const { test, latest, analytics } = result;
  const name = testName(test, language);
  const unit = t(`units.${test.unit}`);
  const value = (v: number) => `${formatValue(v, test.unit, language)} ${unit}`;
  const facts = (
    <dl className="mt-2 space-y-1 text-sm" data-testid="test-result" data-test={test.name}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <dt className="text-xs text-slate-600">{t('results.latest')}</dt>
        <dd className="text-2xl font-bold text-ink-900" data-testid="latest-value">
          {value(latest.value)}
        </dd>
        <dd className="text-xs text-slate-600">
          {t('results.on', { date: shortDay(latest.testedOn, language) })}
          {latest.measured && ` · ${t('results.measured')}`}
        </dd>
        {result.clipUrl && (
          <dd className="w-full text-xs">
            <a href={result.clipUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
              {t('measurables.watch', { test: name })}
            </a>
          </dd>
        )}
      </div>
      {analytics?.change && (
        <div>
          <dt className="text-xs text-slate-600">{t('results.change')}</dt>
          <dd className={`font-semibold ${analytics.change.verdict ? VERDICT_TONE[analytics.change.verdict] : 'text-ink-900'}`} data-testid="change">
            {formatChange(analytics.change.value, test.unit, language)} {unit}:{' '}
            {analytics.change.verdict ? t(`results.${analytics.change.verdict}`) : t('results.noVerdict')}
          </dd>
          {analytics.swc !== null && <dd className="text-xs text-slate-600">{t('results.swc', { value: value(analytics.swc) })}</dd>}
        </div>
      )}
      {analytics && (
        <div data-testid="percentile">
          {analytics.ageGroup === null ? (
            <dd className="text-xs text-slate-600">{t('results.noAgeGroup')}</dd>
          ) : analytics.percentile !== null ? (
            <dd>
              <span className="font-semibold text-ink-900">{t('results.percentile', { percentile: percentileWord(analytics.percentile, language) })}</span>{' '}
              <span className="text-xs text-slate-600">
                {t('results.percentileOf', {
                  group: `${t(`ageGroups.${analytics.ageGroup}`)}${analytics.sex ? `, ${t(`sexes.${analytics.sex}`)}` : ''}`.toLowerCase(),
                  count: analytics.groupSize,
                })}
              </span>
            </dd>
          ) : (
            <dd className="text-xs text-slate-600">{t('results.fewInGroup', { min: 20, count: analytics.groupSize })}</dd>
          )}
        </div>
      )}
    </dl>
  );
  if (!analytics || analytics.history.length < 2) {
    return (
      <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4" data-testid="test-card">
        <figcaption className="text-base font-bold text-ink-900">{name}</figcaption>
        {facts}
      </figure>
    );
  }
  const data = analytics.history.map((p) => ({ label: monthDay(p.testedOn, language), value: p.value }));
  const values = analytics.history.map((p) => p.value);
  const prev = values[values.length - 2]!;
  const swc = analytics.swc;
  const span = Math.max(...values) - Math.min(...values) || Math.max(...values) * 0.1 || 1;
  const lo = Math.min(...values, swc === null ? Infinity : prev - swc) - span * 0.2;
  const hi = Math.max(...values, swc === null ? -Infinity : prev + swc) + span * 0.2;
  return (
    <div data-testid="test-card">
      <ChartFigure
        title={name}
        extra={facts}
        chart={
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {grid}
            <XAxis dataKey="label" tick={tick} tickLine={false} />
            <YAxis
              domain={[Math.max(0, lo), hi]}
              width={44}
              tick={tick}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: number) => formatValue(v, test.unit, language)}
            />
            {/* the band of noise around the previous result: a latest result inside it is no real change */}
            {swc !== null && <ReferenceArea y1={prev - swc} y2={prev + swc} fill="#64748b" fillOpacity={0.12} stroke="none" />}
            <Line dataKey="value" stroke="#c2410c" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
          </LineChart>
        }
        heads={[t('board.date'), t('board.result')]}
        rows={analytics.history.map((p, i) => (
          <tr key={`${p.testedOn}-${i}`}>
            <td className={td}>{shortDay(p.testedOn, language)}</td>
            <td className={td}>{value(p.value)}</td>
          </tr>
        ))}
      />
    </div>
  );
}
