import type { ReactNode } from 'react';

interface RowTextProps {
  name: ReactNode;
  /** Shown beside the name: a badge (this device, archived), or nothing. */
  badge?: ReactNode;
  /** The wrapper's layout in its row (min-w-0, flex-1). */
  className: string;
  /** The line of details under the name. */
  children: ReactNode;
}

/** A list row's text: the name in bold with its badge, then a line of details. */
export function RowText({ name, badge, className, children }: RowTextProps) {
  return (
    <div className={className}>
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
        {name}
        {badge}
      </p>
      <p className="text-sm text-slate-600">{children}</p>
    </div>
  );
}
