import type { PickupGame } from '@common/pickup';
import type { TrainingSession } from '@common/programs';
import { DEFAULT_SESSION_TIME } from '@/lib/format-time';

/** One row of the combined schedule: a training session or a pickup game. */
export type Activity =
  | { kind: 'training'; key: string; date: string; time: string | null; session: TrainingSession }
  | { kind: 'pickup'; key: string; date: string; time: string | null; game: PickupGame };

export const SCHEDULE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'training', label: 'Training' },
  { value: 'pickup', label: 'Pickup Games' },
  { value: 'basketball', label: 'Basketball' },
  { value: 'soccer', label: 'Soccer' },
  { value: 'flag_football', label: 'Flag Football' },
] as const;
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number]['value'];

export const isScheduleFilter = (v: string): v is ScheduleFilter => SCHEDULE_FILTERS.some((f) => f.value === v);

export function toActivities(sessions: TrainingSession[], games: PickupGame[]): Activity[] {
  return [
    ...sessions.map((s): Activity => ({ kind: 'training', key: `training-${s.id}`, date: s.date, time: s.time || null, session: s })),
    ...games.map((g): Activity => ({ kind: 'pickup', key: `pickup-${g.id}`, date: g.date, time: g.startTime || null, game: g })),
  ];
}

/** The training program type and the pickup sport each sport tab takes in. */
const SPORT_MATCH: Record<'basketball' | 'soccer' | 'flag_football', { program: TrainingSession['program']['type']; pickup: PickupGame['sport'] }> = {
  basketball: { program: 'BASKETBALL', pickup: 'basketball' },
  soccer: { program: 'SOCCER', pickup: 'soccer' },
  flag_football: { program: 'FOOTBALL', pickup: 'flag_football' },
};

export function matchesFilter(a: Activity, filter: ScheduleFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'training' || filter === 'pickup') return a.kind === filter;
  const sport = SPORT_MATCH[filter];
  return a.kind === 'training' ? a.session.program.type === sport.program : a.game.sport === sport.pickup;
}

/** With a program chosen (?program=id) only that program's sessions are left; otherwise the tab decides. */
export function filterActivities(list: Activity[], filter: ScheduleFilter, programId: number | null = null): Activity[] {
  if (programId !== null) return list.filter((a) => a.kind === 'training' && a.session.programId === programId);
  return list.filter((a) => matchesFilter(a, filter));
}

export interface DayGroup {
  date: string;
  items: Activity[];
}

const sortKey = (a: Activity) => a.time || DEFAULT_SESSION_TIME;

/** Date order; within a day by time (a missing time counts as noon), training before pickup at equal times. */
export const compareActivities = (a: Activity, b: Activity) =>
  a.date.localeCompare(b.date) || sortKey(a).localeCompare(sortKey(b)) || a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key);

/** Days in date order, each day's activities in `compareActivities` order. */
export function groupByDate(list: Activity[]): DayGroup[] {
  const sorted = [...list].sort(compareActivities);
  const groups: DayGroup[] = [];
  for (const a of sorted) {
    const last = groups.at(-1);
    if (last?.date === a.date) last.items.push(a);
    else groups.push({ date: a.date, items: [a] });
  }
  return groups;
}

/** Places left: a session's available spots, or a game's open player places (never below 0). */
export function spotsLeft(a: Activity): number {
  return Math.max(0, a.kind === 'training' ? a.session.availableSpots : a.game.maxPlayers - a.game.currentPlayers);
}

export const isFull = (a: Activity) => spotsLeft(a) === 0;

/** Badge colour for places left: red when full, amber when 3 or fewer or a quarter or less remain, green otherwise. */
export function spotsTone(left: number, total: number): 'danger' | 'warning' | 'success' {
  if (left <= 0) return 'danger';
  if (left <= Math.max(3, Math.ceil(total / 4))) return 'warning';
  return 'success';
}
