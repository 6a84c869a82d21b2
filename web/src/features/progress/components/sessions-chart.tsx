import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { Progress } from '@common/review';
import { useT } from '@/lib/i18n/i18next';
import { shortDate } from '../lib/format';
import { ChartFigure, td, th } from './chart-figure';

export function SessionsChart({ weeks }: { weeks: Progress['weeks'] }) {
  const { t, language } = useT('progress');
  const data = weeks.map((w) => ({ label: shortDate(w.week, language), sessions: w.sessions }));
  return (
    <ChartFigure
      title={t('sessions')}
      testId="sessions-chart"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} width={28} tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} axisLine={false} />
            <Bar dataKey="sessions" fill="#c2410c" maxBarSize={32} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table className="w-full">
          <thead>
            <tr>
              <th className={th}>{t('week')}</th>
              <th className={th}>{t('count')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <td className={td}>{shortDate(w.week, language)}</td>
                <td className={td}>{w.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
