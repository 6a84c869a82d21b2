import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { ComingSoon } from '@/features/pickup/components/coming-soon';

/** /open-play-schedule: a Coming Soon page. */
export default function OpenPlaySchedulePage() {
  const { t } = useT('openPlay');
  return (
    <ComingSoon
      page="openPlaySchedule"
      icon={CalendarDays}
      title={t('schedule.title')}
      lead={t('schedule.lead')}
      highlights={[t('schedule.highlight1'), t('schedule.highlight2'), t('schedule.highlight3')]}
      extra={
        <p>
          {t('schedule.meanwhile')}{' '}
          <Link href="/free-play" className="font-semibold text-white underline underline-offset-2 hover:text-brand-500">
            {t('schedule.seeGames')}
          </Link>
        </p>
      }
    />
  );
}
