import { CalendarSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { usePickupGames } from '@/lib/pickup/use-pickup-games';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { PageIntro } from '@/ui/page-intro';
import { StatusPanel } from '@/ui/status-panel';
import { filterActivities, groupByDate, SCHEDULE_FILTERS, toActivities, type ScheduleFilter } from './activities';
import { useTrainingPrograms } from './api/use-training-programs';
import { useTrainingSessions } from './api/use-training-sessions';
import { DayGroup } from './components/day-group';
import { PaymentSuccessNotice } from './components/payment-success-notice';
import { ProgramBanner } from './components/program-banner';
import { ScheduleLoadError } from './components/schedule-load-error';
import { ScheduleSkeleton } from './components/schedule-skeleton';
import { TimeZoneNote } from './components/time-zone-note';

const programIdOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** Part 2, all activities schedule: training sessions and pickup games by date; guests can browse. */
export default function SchedulePage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const programId = programIdOf(params.get('program'));
  const paid = params.get('payment') === 'success';
  const [filter, setFilter] = useState<ScheduleFilter>('all');

  const sessions = useTrainingSessions();
  const games = usePickupGames();
  const sessionProgram = sessions.data?.find((s) => s.programId === programId)?.program;
  const programs = useTrainingPrograms({ enabled: programId !== null && sessions.isSuccess && !sessionProgram });
  const programName = sessionProgram?.name ?? programs.data?.find((p) => p.id === programId)?.name ?? null;

  const groups = useMemo(
    () => groupByDate(filterActivities(toActivities(sessions.data ?? [], games.data ?? []), filter, programId)),
    [sessions.data, games.data, filter, programId],
  );

  const dismissPayment = () => {
    params.delete('payment');
    navigate(params.size ? `/schedule?${params}` : '/schedule', { replace: true });
  };
  const retry = () => {
    if (sessions.isError) void sessions.refetch();
    if (games.isError) void games.refetch();
  };
  const retrying = sessions.isFetching || games.isFetching;

  let body;
  if (sessions.isPending || games.isPending) body = <ScheduleSkeleton />;
  else if (sessions.isError && games.isError) body = <ScheduleLoadError what="all" onRetry={retry} retrying={retrying} />;
  else {
    const failed = sessions.isError ? 'training sessions' : games.isError && programId === null ? 'pickup games' : null;
    body = (
      <>
        {failed && <ScheduleLoadError what={failed} onRetry={retry} retrying={retrying} />}
        {groups.length === 0 ? (
          <StatusPanel
            icon={CalendarSearch}
            title="No Activities Found"
            action={
              programId !== null || filter !== 'all' ? (
                <Button variant="outline" onClick={() => (programId !== null ? navigate('/schedule') : setFilter('all'))}>
                  Show all activities
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link href={user ? '/training' : '/training-programs'}>Browse programs</Link>
                </Button>
              )
            }
          >
            {programId !== null ? 'This program has no upcoming sessions right now.' : 'Nothing is scheduled for this filter yet. New sessions and games are added every week.'}
          </StatusPanel>
        ) : (
          <div className="space-y-10">
            {groups.map((g) => (
              <DayGroup key={g.date} group={g} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageIntro eyebrow="Schedule" title="Training & Pickup Schedule" extra={<TimeZoneNote />} width="max-w-5xl">
        {programId !== null
          ? 'Pick the session that suits you, then book your spot.'
          : 'Every upcoming training session and pickup game in one place. Filter by type or sport, then book your spot.'}
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 pt-4 pb-12 sm:pt-6">
        <div className="mt-2 mb-4 space-y-4 empty:hidden">
          {paid && <PaymentSuccessNotice onDismiss={dismissPayment} showSessionsLink={user?.role === 'ATHLETE'} />}
          {programId !== null && <ProgramBanner name={programName} />}
        </div>
        {programId !== null ? (
          <div className="mt-6">{body}</div>
        ) : (
          <FilterTabs
            label="Filter activities"
            tabs={SCHEDULE_FILTERS}
            value={filter}
            onValueChange={setFilter}
            barClassName="sticky top-16 z-30 -mx-4 mb-6 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur"
          >
            {body}
          </FilterTabs>
        )}
      </div>
    </>
  );
}
