import type { ReactNode } from 'react';

interface ReportCardProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  intro: string;
  /** What sits beside the heading: a download, a re-check. */
  action?: ReactNode;
  'data-testid'?: string;
  children: ReactNode;
}

/** A staff report: a titled white card with an intro line and an optional action beside the heading. */
export function ReportCard({ titleId, title, intro, action, children, ...rest }: ReportCardProps) {
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5" {...rest}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-ink-900">
            {title}
          </h3>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A report's headline figures, as label and value tiles; `className` sets the grid's columns. */
export function FigureGrid({ figures, className }: { figures: { label: string; value: string }[]; className: string }) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl bg-slate-50 px-3 py-2.5">
          <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
          <dd className="mt-0.5 text-lg font-bold text-ink-900 tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
