import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { count, localeOf, money as formatMoney } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { CHART_COLORS } from '../lib/chart-colors';
import { pivotReport, seriesKey, type Metric, type ReportRow } from '../lib/report-pivot';

/** Bookings or revenue per week, a bar per week stacked by program (Recharts). */
export function ReportsChart({ rows, metric, programId }: { rows: ReportRow[]; metric: Metric; programId: number | null }) {
  const { t, language } = useT('reports');
  const day = new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const { data, programs } = pivotReport(rows, metric, programId, (week) => day.format(new Date(`${week}T12:00:00Z`)));
  const money = metric === 'revenue';
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="reports-chart">
      <figcaption className="mb-3 text-sm font-semibold text-ink-900">{money ? t('chart.revenue') : t('chart.bookings')}</figcaption>
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} />
            <YAxis
              allowDecimals={money}
              width={money ? 64 : 36}
              tick={{ fontSize: 12, fill: '#475569' }}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: number) => (money ? `$${count(v, language)}` : count(v, language))}
            />
            <Tooltip formatter={(v) => (money ? formatMoney(Number(v), language) : count(Number(v), language))} cursor={{ fill: '#f1f5f9' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {programs.map((p, i) => (
              <Bar
                key={p.id}
                dataKey={seriesKey(p.id)}
                name={p.name}
                stackId="programs"
                maxBarSize={64}
                fill={CHART_COLORS[i % CHART_COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
