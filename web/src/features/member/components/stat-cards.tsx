import { CalendarCheck, Dumbbell, Trophy, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { monthChangeLabel } from '@common/member';
import { useDashboardStats } from '@/features/member/api/use-dashboard-stats';
import { Badge } from '@/ui/badge';
import { count } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

interface Stat {
  label: string;
  value: number | undefined;
  href: string;
  badge: string;
  icon: LucideIcon;
}

/** 'New' (no sessions last month) in the page's language; percentages read the same in both. */
const changeBadge = (label: string, newWord: string) => (label === 'New' ? newWord : label);

/** Part 1, 2.6: four measured figures, each leading to its screen. The Total Sessions badge is the real month-on-month change. */
export function StatCards() {
  const { data: stats, isError } = useDashboardStats();
  const { t, language } = useT('dashboard');
  const cards: Stat[] = [
    { label: t('stats.thisMonth'), value: stats?.sessionsThisMonth, href: '/sessions', badge: t('stats.thisMonthBadge'), icon: CalendarCheck },
    {
      label: t('stats.total'),
      value: stats?.totalSessions,
      href: '/sessions',
      badge: stats ? changeBadge(monthChangeLabel(stats.sessionsThisMonth, stats.sessionsLastMonth), t('stats.newBadge')) : '…',
      icon: Dumbbell,
    },
    { label: t('stats.achievements'), value: stats?.achievements, href: '/achievements', badge: t('stats.achievementsBadge'), icon: Trophy },
    {
      label: t('stats.uploads'),
      value: stats?.mediaUploads,
      href: '/my-media',
      badge: (stats?.mediaUploads ?? 0) > 0 ? t('stats.recent') : t('stats.upload'),
      icon: Video,
    },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ label, value, href, badge, icon: Icon }) => (
          <li key={label}>
            <Link
              href={href}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 sm:size-10">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <Badge tone={badge.startsWith('-') ? 'danger' : 'secondary'} className="whitespace-nowrap">
                  {badge}
                </Badge>
              </span>
              <span className="mt-3 text-3xl font-extrabold text-ink-900">{value === undefined ? (isError ? '–' : '…') : count(value, language)}</span>
              <span className="text-sm font-medium text-slate-600">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
