import { memo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { PoseTrack } from '@common/analysis';
import { useT, type TFunction } from '@/lib/i18n/i18next';
import { frameIndexAt } from '../lib/sync';

type Series = PoseTrack['series'][number];

const bandLabel = (b: NonNullable<Series['band']>, unit: string, t: TFunction<'review'>) =>
  b.min !== null && b.max !== null
    ? t('band.both', { min: b.min, max: b.max, unit })
    : b.min !== null
      ? t('band.min', { min: b.min, unit })
      : t('band.max', { max: String(b.max), unit });

function domainOf(s: Series): [number, number] {
  const v = s.v.filter((x): x is number => x !== null);
  const ends = [...v, s.band?.min ?? NaN, s.band?.max ?? NaN].filter(Number.isFinite);
  const lo = Math.min(0, ...ends);
  const hi = Math.max(10, ...ends);
  return [Math.floor(lo / 10) * 10, Math.ceil((hi + 5) / 10) * 10];
}

/** One measure against time: the healthy band shaded, a cursor at the playback time; a click seeks there. */
const MeasureChart = memo(function MeasureChart({
  series,
  times,
  cursor,
  duration,
  onSeek,
}: {
  series: Series;
  times: number[];
  cursor: number;
  duration: number;
  onSeek: (t: number) => void;
}) {
  const { t } = useT('review');
  const data = times.map((ms, i) => ({ t: ms / 1000, v: series.v[i] }));
  const [lo, hi] = domainOf(series);
  const now = series.v[frameIndexAt(times, cursor * 1000)];
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3" data-testid="measure-chart" data-measure={series.key}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-ink-900">{series.label}</span>
        <span className="text-slate-700">
          {t('atThisFrame')}: <strong className="text-ink-900">{now === null || now === undefined ? t('notSeen') : `${now}${series.unit}`}</strong>
          {series.band && <span className="ml-2 text-emerald-800">{t('healthy', { band: bandLabel(series.band, series.unit, t) })}</span>}
        </span>
      </figcaption>
      <div className="mt-1 h-28 w-full cursor-pointer">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 6, right: 8, bottom: 0, left: 0 }}
            onClick={(state) => {
              const label = (state as { activeLabel?: string | number } | null)?.activeLabel;
              if (label !== undefined && label !== null) onSeek(Number(label));
            }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="t"
              type="number"
              domain={[0, Math.max(duration, times.length ? times[times.length - 1]! / 1000 : 1)]}
              tick={{ fontSize: 11, fill: '#475569' }}
              tickFormatter={(v: number) => `${v}s`}
              tickLine={false}
            />
            <YAxis
              domain={[lo, hi]}
              width={36}
              tick={{ fontSize: 11, fill: '#475569' }}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: number) => `${v}${series.unit}`}
            />
            {series.band && <ReferenceArea y1={series.band.min ?? lo} y2={series.band.max ?? hi} fill="#10b981" fillOpacity={0.14} stroke="none" />}
            <Line type="monotone" dataKey="v" stroke="#c2410c" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
            <ReferenceLine x={cursor} stroke="#0f172a" strokeWidth={1.5} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
});

/** Every measure of the clip under the player. The cursor moves in tenths of a second (the charts redraw 10 times a second at most). */
export function MeasureCharts({
  track,
  time,
  duration,
  onSeek,
  only,
}: {
  track: PoseTrack;
  time: number;
  duration: number;
  onSeek: (t: number) => void;
  only?: number;
}) {
  const { t } = useT('review');
  const cursor = Math.round(time * 10) / 10;
  const series = only ? track.series.slice(0, only) : track.series;
  if (!series.length) return <p className="text-sm text-slate-700">{t('noMeasures')}</p>;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {series.map((s) => (
        <MeasureChart key={s.key} series={s} times={track.t} cursor={cursor} duration={duration} onSeek={onSeek} />
      ))}
    </div>
  );
}
