import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/format-time';

/** One date's games under its long heading. */
export function GameDay({ date, count, children }: { date: string; count: number; children: ReactNode }) {
  const headingId = `games-${date}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
          {formatLongDate(date)}
        </h2>
        <p className="shrink-0 text-sm text-slate-600">
          {count} {count === 1 ? 'game' : 'games'}
        </p>
      </div>
      <ul className="mt-4 space-y-3">{children}</ul>
    </section>
  );
}
