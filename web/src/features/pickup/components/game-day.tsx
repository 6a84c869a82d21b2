import type { ReactNode } from 'react';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/** One date's games under its long heading. */
export function GameDay({ date, count, children }: { date: string; count: number; children: ReactNode }) {
  const { t, language } = useT('openPlay');
  const headingId = `games-${date}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
          {longDay(date, language)}
        </h2>
        <p className="shrink-0 text-sm text-slate-600">{t('day.games', { count })}</p>
      </div>
      <ul className="mt-4 space-y-3">{children}</ul>
    </section>
  );
}
