import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SPORT_TABS } from '@common/programs';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useProgramsWithSessions } from '@/features/programs/api/use-programs-with-sessions';
import { PageIntro } from '@/ui/page-intro';
import { ProgramCard } from '@/features/programs/components/program-card';
import { ProgramGrid, ProgramGridSkeleton } from '@/features/programs/components/program-grid';
import { ProgramsLoadError } from '@/features/programs/components/programs-load-error';
import { useLoginRedirect } from '@/lib/use-login-redirect';

type SportKey = (typeof SPORT_TABS)[number]['key'];

/** Part 1, 2.7: programs by sport, each with its next session, price, Book Now and View Schedule. */
export default function ProgramsPage() {
  const { user, isLoading: userLoading } = useUser();
  const { t } = useT('programs');
  const signedOut = !userLoading && !user;
  useLoginRedirect(signedOut);
  const [sport, setSport] = useState<SportKey>('ALL');
  const programs = useProgramsWithSessions({ enabled: !signedOut });

  if (signedOut) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('page.redirecting')} />
      </div>
    );
  }

  const sportLabel = (key: SportKey) => (key === 'ALL' ? t('allSports') : t(`types.${key}`));
  const tabs = SPORT_TABS.map((tab) => ({ value: tab.key, label: sportLabel(tab.key) }));
  const label = sportLabel(sport);
  const shown = (programs.data ?? []).filter((p) => sport === 'ALL' || p.type === sport);

  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <FilterTabs label={t('page.filterLabel')} tabs={tabs} value={sport} onValueChange={setSport} barClassName="mb-8">
          {programs.isPending ? (
            <ProgramGridSkeleton />
          ) : programs.isError ? (
            <ProgramsLoadError onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
          ) : shown.length === 0 ? (
            <StatusPanel
              icon={CalendarX}
              title={sport === 'ALL' ? t('none') : t('page.noneSport', { sport: label })}
              action={
                <Button asChild variant="outline">
                  <Link href="/schedule">{t('page.seeSchedule')}</Link>
                </Button>
              }
            >
              {t('page.noneText')}
            </StatusPanel>
          ) : (
            <ProgramGrid label={sport === 'ALL' ? t('page.all') : t('page.sportList', { sport: label })}>
              {shown.map((p) => (
                <ProgramCard key={p.id} program={p} showNextSession />
              ))}
            </ProgramGrid>
          )}
        </FilterTabs>
      </div>
    </>
  );
}
