import { CalendarCheck, CalendarClock, Dumbbell } from 'lucide-react';
import { useDashboardStats } from '@/features/member/api/use-dashboard-stats';
import { useT } from '@/lib/i18n/i18next';
import { StatStrip } from '@/ui/stat-strip';

/** Part 1, 2.10: This Month and Total Sessions as measured by the server, and the upcoming count. */
export function SessionStats({ upcoming }: { upcoming: number | undefined }) {
  const { data: stats, isError } = useDashboardStats();
  const blank = isError ? '–' : '…';
  const { t } = useT('sessions');
  return (
    <StatStrip
      label={t('stats.label')}
      look="compact"
      stats={[
        { label: t('stats.thisMonth'), value: stats?.sessionsThisMonth ?? blank, icon: CalendarCheck },
        { label: t('stats.total'), value: stats?.totalSessions ?? blank, icon: Dumbbell },
        { label: t('stats.upcoming'), value: upcoming ?? blank, icon: CalendarClock },
      ]}
    />
  );
}
