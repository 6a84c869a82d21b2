import { CalendarDays, MessageSquareMore, Star, Users, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCoachStats } from '../api/use-coach-stats';
import { useCoachT, type CoachKey } from '../hooks/use-coach-t';
import { formatAvgRating } from '../lib/avg-rating';

interface Stat {
  label: CoachKey;
  value: string | undefined;
  icon: LucideIcon;
  /** Drawn in the brand colour: work is waiting. */
  urgent?: boolean;
  hint?: CoachKey;
  /** Shown under the label: why there is no figure. */
  note?: CoachKey;
}

/** Four figures from GET /api/coach/stats. */
export function CoachStatCards() {
  const { t } = useCoachT();
  const { data, isError } = useCoachStats();
  const stats: Stat[] = [
    { label: 'stats.todaySessions', value: data && String(data.todaySessions), icon: CalendarDays },
    {
      label: 'stats.pendingFeedback',
      value: data && String(data.pendingFeedback),
      icon: MessageSquareMore,
      urgent: (data?.pendingFeedback ?? 0) > 0,
      hint: 'stats.pendingHint',
    },
    { label: 'stats.totalAthletes', value: data && String(data.totalAthletes), icon: Users },
    data && data.avgRating == null
      ? { label: 'stats.avgRating', value: '—', icon: Star, note: 'stats.noRatings' }
      : { label: 'stats.avgRating', value: data ? (formatAvgRating(data.avgRating) ?? undefined) : undefined, icon: Star },
  ];
  return (
    <section aria-labelledby="coach-stats-heading">
      <h2 id="coach-stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map(({ label, value, icon: Icon, urgent, hint, note }) => (
          <li
            key={label}
            className={cn(
              'flex items-center gap-3 rounded-2xl border bg-white p-3 shadow-sm sm:flex-col sm:items-start sm:gap-0 sm:p-5',
              urgent ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
            )}
          >
            <span
              className={cn('grid size-9 shrink-0 place-items-center rounded-xl sm:size-10', urgent ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600')}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {/* The label first for screen readers ("Pending Feedback 3"), the figure first on screen. */}
            <span className="flex min-w-0 flex-col-reverse sm:mt-3">
              {note && <span className="text-xs leading-tight text-slate-600">{t(note)}</span>}
              <span className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">{t(label)}</span>
              {hint && urgent && <span className="sr-only">({t(hint)})</span>}
              <span
                className={cn('text-2xl font-extrabold sm:text-3xl', urgent ? 'text-brand-600' : 'text-ink-900')}
                data-testid={`stat-${label.split('.')[1]}`}
              >
                {note ? <span aria-hidden="true">{value}</span> : (value ?? (isError ? '–' : '…'))}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
