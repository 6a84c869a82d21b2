import type { ReactNode } from 'react';

/** The heading of a workspace section, a line on what it does, and its main action. */
export function SectionHeader({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 id="staff-section-title" className="text-2xl font-bold text-ink-900">
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{children}</p>
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
    </div>
  );
}
