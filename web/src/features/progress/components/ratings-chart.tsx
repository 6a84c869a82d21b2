import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { Progress } from '@common/review';
import { useT } from '@/lib/i18n/i18next';
import { shortDate } from '../lib/format';
import { ChartFigure, td, th } from './chart-figure';

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
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} />
            <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} width={24} tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} axisLine={false} />
            <Line dataKey="rating" stroke="#0369a1" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <table className="w-full">
          <thead>
            <tr>
              <th className={th}>{t('date')}</th>
              <th className={th}>{t('upload')}</th>
              <th className={th}>{t('rating')}</th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((r, i) => (
              <tr key={i}>
                <td className={td}>{shortDate(r.date, language)}</td>
                <td className={`${td} max-w-40 truncate`}>{r.name}</td>
                <td className={td}>{t('ratingOutOf', { rating: r.rating })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
