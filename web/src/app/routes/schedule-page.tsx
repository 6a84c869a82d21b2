import { CalendarSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { PageIntro } from '@/ui/page-intro';
import { StatusPanel } from '@/ui/status-panel';
import { filterActivities, sportChoices, toActivities, TYPE_FILTERS, type SportFilter, type TypeFilter } from '@/features/schedule/activities';
import { SportChips } from '@/features/schedule/components/sport-chips';
import { useTrainingPrograms } from '@/features/programs/api/use-training-programs';
import { useTrainingSessions } from '@/features/programs/api/use-training-sessions';
import { DayView } from '@/features/schedule/components/day-view';
import { ExtraFilters } from '@/features/schedule/components/extra-filters';
import { PaymentSuccessNotice } from '@/features/schedule/components/payment-success-notice';
import { ProgramBanner } from '@/features/schedule/components/program-banner';
import { ScheduleLoadError } from '@/features/schedule/components/schedule-load-error';
import { ScheduleSkeleton } from '@/features/schedule/components/schedule-skeleton';
import { TimeZoneNote } from '@/features/schedule/components/time-zone-note';
import { WeekGrid } from '@/features/schedule/components/week-grid';
import { WeekNav } from '@/features/schedule/components/week-nav';
import { useWideScreen } from '@/features/schedule/hooks/use-wide-screen';
import { waitlistFrom } from '@/features/schedule/waitlist-param';
import { applyExtraFilters, byDay, facilityToday, filterChoices, nextActiveDay, weekDays, weekStart } from '@/features/schedule/week';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useSiteInfo } from '@/features/site/api/use-site-info';

const programIdOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * Part 2, all activities schedule: training sessions and pickup games, a week at a time (seven
 * columns on wide screens, one day at a time on phones), filtered by type or sport, program and
 * coach; guests can browse. The week, program and coach live in the address, so a link keeps them.
 */
export default function SchedulePage() {
  const { user } = useUser();
  const { t, language } = useT('schedule');
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const programId = programIdOf(params.get('program'));
  const coach = params.get('coach') || null;
  const paid = params.get('payment') === 'success';
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [sport, setSport] = useState<SportFilter>('all');
  const wide = useWideScreen();
  const { data: site } = useSiteInfo();
  const today = facilityToday(site?.timeZone);
  const start = weekStart(params.get('from'), today);
  const days = weekDays(start);
  const [picked, setPicked] = useState<string | null>(null);

  const sessions = useTrainingSessions();
  const games = usePickupGames();
  const sessionProgram = sessions.data?.find((s) => s.programId === programId)?.program;
  const programs = useTrainingPrograms({ enabled: programId !== null && sessions.isSuccess && !sessionProgram });
  const programName = sessionProgram?.name ?? programs.data?.find((p) => p.id === programId)?.name ?? null;

  const all = useMemo(() => toActivities(sessions.data ?? [], games.data ?? []), [sessions.data, games.data]);
  const choices = useMemo(() => filterChoices(all), [all]);
  const sports = useMemo(() => sportChoices(all), [all]);
  const filtered = applyExtraFilters(filterActivities(all, filter, sport), { programId, coach });
  const week = byDay(filtered, days);
  const weekCount = [...week.values()].reduce((n, list) => n + list.length, 0);
  const later = nextActiveDay(filtered, days[6]!);
  // Back from signing in to wait for a session (issue 29): on a phone, its day is the one shown.
  const waitFor = waitlistFrom(params.toString());
  const waitDay = waitFor === null ? null : (sessions.data?.find((s) => s.id === waitFor)?.date ?? null);
  const shown = picked ?? waitDay;
  const selected = shown && week.has(shown) ? shown : (days.find((d) => week.get(d)!.length > 0) ?? start);

  const setParam = (key: string, value: string | null) => {
    if (value === null) params.delete(key);
    else params.set(key, value);
    navigate(params.size ? `/schedule?${params}` : '/schedule', { replace: true });
  };
  const goTo = (from: string) => {
    setPicked(null);
    setParam('from', from <= today ? null : from);
  };
  const dismissPayment = () => setParam('payment', null);
  const retry = () => {
    if (sessions.isError) void sessions.refetch();
    if (games.isError) void games.refetch();
  };
  const retrying = sessions.isFetching || games.isFetching;
  const filtering = programId !== null || coach !== null || filter !== 'all' || sport !== 'all';

  let body;
  if (sessions.isPending || games.isPending) body = <ScheduleSkeleton />;
  else if (sessions.isError && games.isError) body = <ScheduleLoadError what="all" onRetry={retry} retrying={retrying} />;
  else {
    const failed = sessions.isError ? 'training sessions' : games.isError && programId === null ? 'pickup games' : null;
    body = (
      <>
        {failed && <ScheduleLoadError what={failed} onRetry={retry} retrying={retrying} />}
        {weekCount === 0 ? (
          <StatusPanel
            icon={CalendarSearch}
            title={t('empty.title')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {later && <Button onClick={() => goTo(later)}>{t('empty.goTo', { date: longDay(later, language) })}</Button>}
                {filtering ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setFilter('all');
                      setSport('all');
                      navigate(start > today ? `/schedule?from=${start}` : '/schedule', { replace: true });
                    }}
                  >
                    {t('empty.showAll')}
                  </Button>
                ) : (
                  <Button asChild variant="outline">
                    <Link href={user ? '/training' : '/training-programs'}>{t('empty.browse')}</Link>
                  </Button>
                )}
              </div>
            }
          >
            {later ? t('empty.later') : t('empty.none')}
          </StatusPanel>
        ) : wide ? (
          <WeekGrid days={week} today={today} />
        ) : (
          <DayView days={week} selected={selected} onSelect={setPicked} />
        )}
      </>
    );
  }

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} extra={<TimeZoneNote />} width="max-w-7xl">
        {programId !== null ? t('introProgram') : t('intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:pt-6">
        <div className="mt-2 mb-4 space-y-4 empty:hidden">
          {paid && <PaymentSuccessNotice onDismiss={dismissPayment} showSessionsLink={user?.role === 'ATHLETE'} />}
          {programId !== null && <ProgramBanner name={programName} />}
        </div>
        <FilterTabs
          label={t('filters.label')}
          tabs={TYPE_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
          value={filter}
          onValueChange={setFilter}
          barClassName="z-30 -mx-4 mb-6 space-y-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur lg:sticky lg:top-16"
          barExtra={
            <>
              {programId === null && <SportChips sports={sports} value={sport} onChange={setSport} />}
              <div className="flex flex-wrap items-end justify-between gap-3">
                <WeekNav start={start} today={today} onChange={goTo} />
                <ExtraFilters
                  programs={choices.programs}
                  coaches={choices.coaches}
                  programId={programId}
                  coach={coach}
                  onProgram={(id) => setParam('program', id === null ? null : String(id))}
                  onCoach={(c) => setParam('coach', c)}
                />
              </div>
            </>
          }
        >
          {body}
        </FilterTabs>
      </div>
    </>
  );
}
