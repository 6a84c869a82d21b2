import { CalendarCheck, CalendarClock, Dumbbell, type LucideIcon } from 'lucide-react';
import { useDashboardStats } from '@/features/bookings/my-bookings/use-dashboard-stats';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, 2.10: This Month and Total Sessions as measured by the server, and the upcoming count. */
export function SessionStats({ upcoming }: { upcoming: number | undefined }) {
  const { data: stats, isError } = useDashboardStats();
  const blank = isError ? '–' : '…';
  const { t } = useT('sessions');
  const cards: Array<{ label: string; value: number | undefined; icon: LucideIcon }> = [
    { label: t('stats.thisMonth'), value: stats?.sessionsThisMonth, icon: CalendarCheck },
    { label: t('stats.total'), value: stats?.totalSessions, icon: Dumbbell },
    { label: t('stats.upcoming'), value: upcoming, icon: CalendarClock },
  ];
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-label={t('stats.label')}>
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:items-center sm:gap-4 sm:p-5">
          <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 sm:grid">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="block">
            <span className="block text-2xl font-extrabold text-ink-900 sm:text-3xl">{value ?? blank}</span>
            <span className="block text-xs font-medium text-slate-600 sm:text-sm">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
