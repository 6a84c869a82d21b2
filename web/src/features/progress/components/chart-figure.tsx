import type { ReactNode } from 'react';
import { CartesianGrid, ResponsiveContainer } from 'recharts';
import { useT } from '@/lib/i18n/i18next';

interface ChartFigureProps {
  title: string;
  extra?: ReactNode;
  /** The recharts chart; it is sized to the figure. */
  chart: ReactNode;
  /** The table's column headings and its body rows (see `td`). */
  heads: string[];
  rows: ReactNode;
  testId?: string;
}

/** A chart with its title and, under it, the same figures as a table (for screen readers and exact values). */
export function ChartFigure({ title, extra, chart, heads, rows, testId }: ChartFigureProps) {
  const { t } = useT('progress');
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <figcaption className="text-base font-bold text-ink-900">{title}</figcaption>
      {extra}
      {/* inert: the chart is drawn for the eye only (the table below carries the figures); recharts makes its surface focusable */}
      <div className="mt-3 h-48 w-full" aria-hidden="true" inert>
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('table')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full">
            <thead>
              <tr>
                {heads.map((h) => (
                  <th key={h} className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

const th = 'border-b border-slate-200 px-2 py-1 text-left font-semibold text-ink-900';
export const td = 'border-b border-slate-100 px-2 py-1 text-slate-800';

/** The same light grid and axis ticks in every progress chart. */
export const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />;
export const tick = { fontSize: 11, fill: '#475569' };
