import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';

/** A chart with its title and, under it, the same figures as a table (for screen readers and exact values). */
export function ChartFigure({ title, extra, chart, table, testId }: { title: string; extra?: ReactNode; chart: ReactNode; table: ReactNode; testId?: string }) {
  const { t } = useT('progress');
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <figcaption className="text-base font-bold text-ink-900">{title}</figcaption>
      {extra}
      <div className="mt-3 h-48 w-full" aria-hidden="true">
        {chart}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('table')}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

export const th = 'border-b border-slate-200 px-2 py-1 text-left font-semibold text-ink-900';
export const td = 'border-b border-slate-100 px-2 py-1 text-slate-800';
