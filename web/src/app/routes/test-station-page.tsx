import { ArrowLeft, Users } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { useStation } from '@/features/test-days/api/use-test-days';
import { SprintLines } from '@/features/test-days/staff/sprint-lines';
import { StationGrid } from '@/features/test-days/staff/station';
import { instantDayTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { useUser } from '@/lib/use-user';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { AccessRestricted } from './staff/access-restricted';
import { sectionPath } from './staff/sections';

/** /coach/test-days/:id (issue 31): the test day's station, for staff at a tablet. */
export default function TestStationPage() {
  const { user, isLoading } = useUser();
  const { t, language } = useT('testDays');
  const sessionId = Number(useParams<{ id: string }>().id) || 0;
  const station = useStation(user?.isStaff ? sessionId : 0);
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  if (isLoading) return <Spinner />;
  if (!user?.isStaff) return <AccessRestricted />;
  const day = station.data?.day;
  return (
    <>
      <PageIntro eyebrow={t('staff.title')} title={day ? t('station.title', { title: day.title }) : t('staff.title')}>
        {day && `${instantDayTimeIn(day.startsAt, timeZone, language)}. `}
        {t('station.lead')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6">
        <Link href={sectionPath('tests')} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('station.back')}
        </Link>
        {station.data?.day.tests.some((test) => test.method === 'VIDEO_JUMP') && <p className="max-w-3xl text-sm text-slate-700">{t('clips.hint')}</p>}
        {station.data?.day.tests
          .filter((test) => test.method === 'VIDEO_SPRINT')
          .map((test) => (
            <SprintLines key={test.id} sessionId={sessionId} test={test} station={station.data!} />
          ))}
        <QueryState
          query={station}
          what={t('staff.title')}
          empty={{ when: (station.data?.athletes.length ?? 0) === 0, icon: Users, title: t('station.noAthletes') }}
        >
          {station.data && <StationGrid sessionId={sessionId} tests={station.data.day.tests} athletes={station.data.athletes} />}
        </QueryState>
      </div>
    </>
  );
}
