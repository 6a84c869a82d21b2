import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import type { Progress } from '@common/progress';
import { useT } from '@/lib/i18n/i18next';
import { shortDate } from '../lib/format';
import { ChartFigure, grid, td, tick } from './chart-figure';

export function SessionsChart({ weeks }: { weeks: Progress['weeks'] }) {
  const { t, language } = useT('progress');
  const data = weeks.map((w) => ({ label: shortDate(w.week, language), sessions: w.sessions }));
  return (
    <ChartFigure
      title={t('sessions')}
      testId="sessions-chart"
      chart={
        <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          {grid}
          <XAxis dataKey="label" tick={tick} tickLine={false} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={28} tick={tick} tickLine={false} axisLine={false} />
          <Bar dataKey="sessions" fill="#c2410c" maxBarSize={32} isAnimationActive={false} />
        </BarChart>
      }
      heads={[t('week'), t('count')]}
      rows={weeks.map((w) => (
        <tr key={w.week}>
          <td className={td}>{shortDate(w.week, language)}</td>
          <td className={td}>{w.sessions}</td>
        </tr>
      ))}
    />
  );
}
