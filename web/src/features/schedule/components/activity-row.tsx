import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { FactList, type Fact } from '@/ui/fact-list';
import type { Activity } from '../activities';

interface ActivityRowProps {
  /** Sets the accent colour and the label under the time (Training, Pickup). */
  kind: Activity['kind'];
  time: string;
  title: string;
  subtitle?: string | null;
  /** Badges under the title, such as the ages a session is for (issue 29); an empty one takes no room. */
  badges?: ReactNode;
  /** The facts under the title, each with its icon: coach, location, players... */
  details: Fact[];
  status: ReactNode;
  price: string;
  action: ReactNode;
  /** A message under the row (e.g. a plan limit after a refused join). */
  notice?: ReactNode;
  /** A narrow card for a day column of the week view: everything stacked. */
  compact?: boolean;
}

/** One schedule entry: time on the left, what and where in the middle, spots, price and action on the right. */
export function ActivityRow({ kind, time, title, subtitle, badges, details, status, price, action, notice, compact }: ActivityRowProps) {
  const { t } = useT('schedule');
  const kindLabel = t(`row.${kind}`);
  if (compact) {
    return (
      <li
        className={cn(
          'flex flex-col gap-2 rounded-lg border border-l-4 border-slate-200 bg-white p-2.5 text-sm shadow-sm',
          kind === 'training' ? 'border-l-brand-600' : 'border-l-sky-700',
        )}
      >
        <p className="flex flex-wrap items-baseline justify-between gap-x-1">
          <span className="font-bold text-ink-900 tabular-nums">{time}</span>
          <span className={cn('text-[0.7rem] font-bold tracking-wide uppercase', kind === 'training' ? 'text-brand-700' : 'text-sky-800')}>{kindLabel}</span>
        </p>
        <div className="min-w-0">
          <h3 className="leading-snug font-bold break-words text-ink-900">{title}</h3>
          {subtitle && <p className="text-xs font-medium text-slate-700">{subtitle}</p>}
          {badges && <div className="mt-1 flex flex-wrap gap-1 empty:hidden">{badges}</div>}
          <FactList className="mt-1 space-y-0.5 text-xs text-slate-600" facts={details} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-1">
          <span className="font-extrabold text-ink-900">{price}</span>
          {status}
        </div>
        <div className="[&_a]:w-full [&_button]:w-full">{action}</div>
        {notice}
      </li>
    );
  }
  return (
    <li
      className={cn(
        'grid gap-x-5 gap-y-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[6.5rem_1fr_auto] sm:items-center sm:p-5',
        kind === 'training' ? 'border-l-brand-600' : 'border-l-sky-700',
      )}
    >
      <div className="flex items-center gap-3 sm:block">
        <p className="text-lg font-bold text-ink-900 tabular-nums">{time}</p>
        <p className={cn('text-xs font-bold tracking-wide uppercase sm:mt-1', kind === 'training' ? 'text-brand-700' : 'text-sky-800')}>{kindLabel}</p>
      </div>
      <div className="min-w-0">
        <h3 className="font-bold text-ink-900">{title}</h3>
        {subtitle && <p className="text-sm font-medium text-slate-700">{subtitle}</p>}
        {badges && <div className="mt-1 flex flex-wrap gap-1 empty:hidden">{badges}</div>}
        <FactList className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" facts={details} />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <div className="flex flex-col items-start gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
          <p className="text-lg font-extrabold text-ink-900">{price}</p>
          {status}
        </div>
        <div className="shrink-0">{action}</div>
      </div>
      {notice && <div className="sm:col-span-3">{notice}</div>}
    </li>
  );
}
