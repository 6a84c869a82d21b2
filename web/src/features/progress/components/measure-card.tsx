import { Line, LineChart, ReferenceArea, XAxis, YAxis } from 'recharts';
import type { ProgressMeasure } from '@common/progress';
import { useT } from '@/lib/i18n/i18next';
import { bandText, shortDate, signed, withUnit } from '../lib/format';
import { ChartFigure, grid, td, tick } from './chart-figure';

/** One measure across uploads: its healthy band shaded, with the best, latest and change. */
export function MeasureCard({ m }: { m: ProgressMeasure }) {
  const { t, language } = useT('progress');
  const data = m.points.map((p, i) => ({ i: i + 1, label: shortDate(p.date, language), value: p.value }));
  const values = m.points.map((p) => p.value);
  const ends = [...values, m.band?.min ?? NaN, m.band?.max ?? NaN].filter(Number.isFinite);
  const lo = Math.floor(Math.min(0, ...ends) / 10) * 10;
  const hi = Math.ceil((Math.max(...ends) * 1.1 + 1) / 10) * 10;
  const good = m.change === null || m.better === null ? null : m.better === 'higher' ? m.change >= 0 : m.change <= 0;
  return (
    <ChartFigure
      title={m.label}
      testId="progress-measure"
      extra={
        <dl className="mt-2 grid grid-cols-3 gap-2 text-sm" data-measure={m.key}>
          <div>
            <dt className="text-xs text-slate-600">{t('latest')}</dt>
            <dd className="font-bold text-ink-900" data-testid="latest">
              {withUnit(m.latest, m.unit)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('best')}</dt>
            <dd className="font-bold text-ink-900">{m.best === null ? '–' : withUnit(m.best, m.unit)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('change')}</dt>
            <dd className={good === null ? 'font-bold text-ink-900' : good ? 'font-bold text-emerald-800' : 'font-bold text-red-700'}>
              {m.change === null ? '–' : signed(m.change, m.unit)}
            </dd>
          </div>
          {m.band && (
            <div className="col-span-3 text-xs text-emerald-900">
              {t('healthyRange', { band: bandText(m.band, m.unit, t) })}
              {m.better && ` (${m.better === 'higher' ? t('higher') : t('lower')})`}
            </div>
          )}
        </dl>
      }
      chart={
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          <XAxis dataKey="label" tick={tick} tickLine={false} />
          <YAxis domain={[lo, hi]} width={40} tick={tick} tickLine={false} axisLine={false} />
          {m.band && <ReferenceArea y1={m.band.min ?? lo} y2={m.band.max ?? hi} fill="#10b981" fillOpacity={0.15} stroke="none" />}
          <Line dataKey="value" stroke="#c2410c" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
        </LineChart>
      }
      heads={[t('date'), t('upload'), t('value')]}
      rows={m.points.map((p) => (
        <tr key={p.mediaId}>
          <td className={td}>{shortDate(p.date, language)}</td>
          <td className={`${td} max-w-40 truncate`}>{p.name}</td>
          <td className={td}>{withUnit(p.value, m.unit)}</td>
        </tr>
      ))}
    />
  );
}
