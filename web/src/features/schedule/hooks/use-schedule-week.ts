import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { useTrainingPrograms } from '@/features/programs/api/use-training-programs';
import { useTrainingSessions } from '@/features/programs/api/use-training-sessions';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { filterActivities, sportChoices, toActivities, type SportFilter, type TypeFilter } from '../activities';
import { failedPart, programIdOf, scheduleWith, showAllPath, shownDay } from '../schedule-view';
import { waitlistFrom } from '../waitlist-param';
import { applyExtraFilters, byDay, facilityToday, filterChoices, nextActiveDay, weekDays, weekStart } from '../week';

/**
 * The schedule page's state: the week shown, the type, sport, program and coach filters (the week,
 * program and coach live in the address, so a link keeps them), the activities of the week by day,
 * and the day a phone shows.
 */
export function useScheduleWeek() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const programId = programIdOf(params.get('program'));
  const coach = params.get('coach') || null;
  const paid = params.get('payment') === 'success';
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [sport, setSport] = useState<SportFilter>('all');
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
  const selected = shownDay(week, days, start, picked ?? waitDay);

  const setParam = (key: string, value: string | null) => navigate(scheduleWith(search, key, value), { replace: true });
  const goTo = (from: string) => {
    setPicked(null);
    setParam('from', from <= today ? null : from);
  };
  const showAll = () => {
    setFilter('all');
    setSport('all');
    navigate(showAllPath(start, today), { replace: true });
  };
  const status: 'loading' | 'failed' | 'shown' = sessions.isPending || games.isPending ? 'loading' : sessions.isError && games.isError ? 'failed' : 'shown';
  const retry = () => {
    if (sessions.isError) void sessions.refetch();
    if (games.isError) void games.refetch();
  };

  return {
    programId,
    programName,
    coach,
    paid,
    dismissPayment: () => setParam('payment', null),
    setProgram: (id: number | null) => setParam('program', id === null ? null : String(id)),
    setCoach: (c: string | null) => setParam('coach', c),
    filter,
    setFilter,
    sport,
    setSport,
    sports,
    choices,
    filtering: programId !== null || coach !== null || filter !== 'all' || sport !== 'all',
    showAll,
    today,
    start,
    goTo,
    week,
    weekCount,
    later,
    selected,
    setPicked,
    /** loading, all failed, or shown (with the one list that failed, if any). */
    status,
    failed: failedPart(sessions.isError, games.isError, programId),
    retry,
    retrying: sessions.isFetching || games.isFetching,
  };
}
