import { Line, LineChart, XAxis, YAxis } from 'recharts';
import type { Progress } from '@common/progress';
import { useT } from '@/lib/i18n/i18next';
import { shortDate } from '../lib/format';
import { ChartFigure, grid, td, tick } from './chart-figure';

export function RatingsChart({ ratings }: { ratings: Progress['ratings'] }) {
  const { t, language } = useT('progress');
  if (!ratings.length) {
    return (
      <figure className="rounded-2xl border border-slate-200 bg-white p-4">
        <figcaption className="text-base font-bold text-ink-900">{t('ratings')}</figcaption>
        <p className="mt-2 text-sm text-slate-700">{t('noRatings')}</p>
      </figure>
    );
  }
  const data = ratings.map((r, i) => ({ i, label: shortDate(r.date, language), rating: r.rating }));
  return (
    <ChartFigure
      title={t('ratings')}
      testId="ratings-chart"
      chart={
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          <XAxis dataKey="label" tick={tick} tickLine={false} />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} width={24} tick={tick} tickLine={false} axisLine={false} />
          <Line dataKey="rating" stroke="#0369a1" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
        </LineChart>
      }
      heads={[t('date'), t('upload'), t('rating')]}
      rows={ratings.map((r, i) => (
        <tr key={i}>
          <td className={td}>{shortDate(r.date, language)}</td>
          <td className={`${td} max-w-40 truncate`}>{r.name}</td>
          <td className={td}>{t('ratingOutOf', { rating: r.rating })}</td>
        </tr>
      ))}
    />
  );
}
