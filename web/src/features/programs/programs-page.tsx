import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SPORT_TABS } from '@common/programs';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useProgramsWithSessions } from './api/use-programs-with-sessions';
import { PageIntro } from '@/ui/page-intro';
import { ProgramCard } from './components/program-card';
import { ProgramGrid, ProgramGridSkeleton } from './components/program-grid';
import { ProgramsLoadError } from './components/programs-load-error';
import { useLoginRedirect } from './hooks/use-login-redirect';

type SportKey = (typeof SPORT_TABS)[number]['key'];
const TABS = SPORT_TABS.map((t) => ({ value: t.key, label: t.label }));

/** Part 1, 2.7: programs by sport, each with its next session, price, Book Now and View Schedule. */
export default function ProgramsPage() {
  const { user, isLoading: userLoading } = useUser();
  const signedOut = !userLoading && !user;
  useLoginRedirect(signedOut);
  const [sport, setSport] = useState<SportKey>('ALL');
  const programs = useProgramsWithSessions({ enabled: !signedOut });

  if (signedOut) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Redirecting to login..." />
      </div>
    );
  }

  const label = SPORT_TABS.find((t) => t.key === sport)?.label ?? '';
  const shown = (programs.data ?? []).filter((p) => sport === 'ALL' || p.type === sport);

  return (
    <>
      <PageIntro eyebrow="Programs" title="Find your program">
        Small-group coaching in basketball, soccer, football and speed &amp; agility. Pick a sport, check the next session and
        book your spot.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <FilterTabs label="Filter programs by sport" tabs={TABS} value={sport} onValueChange={setSport} barClassName="mb-8">
          {programs.isPending ? (
            <ProgramGridSkeleton />
          ) : programs.isError ? (
            <ProgramsLoadError onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
          ) : shown.length === 0 ? (
            <StatusPanel
              icon={CalendarX}
              title={sport === 'ALL' ? 'No Training Programs Available' : `No ${label} Programs Available`}
              action={
                <Button asChild variant="outline">
                  <Link href="/schedule">See the full schedule</Link>
                </Button>
              }
            >
              New programs are added every season. Check the schedule for pickup games and other sessions in the meantime.
            </StatusPanel>
          ) : (
            <ProgramGrid label={sport === 'ALL' ? 'All programs' : `${label} programs`}>
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
