import type { PickupGame } from '@common/pickup';
import type { TrainingSession } from '@common/programs';
import { DEFAULT_SESSION_TIME } from '@/lib/format-time';

/** One row of the combined schedule: a training session or a pickup game. */
export type Activity =
  | { kind: 'training'; key: string; date: string; time: string | null; session: TrainingSession }
  | { kind: 'pickup'; key: string; date: string; time: string | null; game: PickupGame };

export function toActivities(sessions: TrainingSession[], games: PickupGame[]): Activity[] {
  return [
    ...sessions.map((s): Activity => ({ kind: 'training', key: `training-${s.id}`, date: s.date, time: s.time || null, session: s })),
    ...games.map((g): Activity => ({ kind: 'pickup', key: `pickup-${g.id}`, date: g.date, time: g.startTime || null, game: g })),
  ];
}

/**
 * The schedule's two filters, which combine (issue 34: "Pickup" and "Basketball" could not be had
 * together): the kind of activity (part 2's all / training / pickup tabs) and the sport.
 */
export const TYPE_FILTERS = ['all', 'training', 'pickup'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** Every sport a session or a game can be: part 2's three first, then the other program types. */
export const SPORTS = ['basketball', 'soccer', 'flag_football', 'football', 'speed_agility', 'volleyball', 'private'] as const;
export type Sport = (typeof SPORTS)[number];
export type SportFilter = 'all' | Sport;
/** Part 2's sport tabs: always offered; the others when the schedule has them. */
const ALWAYS: readonly Sport[] = ['basketball', 'soccer', 'flag_football'];

const PROGRAM_SPORT: Record<TrainingSession['program']['type'], Sport> = {
  BASKETBALL: 'basketball',
  SOCCER: 'soccer',
  // Tackle football: flag football is the pickup games' own sport.
  FOOTBALL: 'football',
  SPEED_AGILITY: 'speed_agility',
  VOLLEYBALL: 'volleyball',
  PRIVATE: 'private',
};

export const sportOf = (a: Activity): Sport => (a.kind === 'training' ? PROGRAM_SPORT[a.session.program.type] : a.game.sport);

export function matchesFilter(a: Activity, type: TypeFilter, sport: SportFilter = 'all'): boolean {
  if (type !== 'all' && a.kind !== type) return false;
  return sport === 'all' || sportOf(a) === sport;
}

/** With a program chosen (?program=id) only that program's sessions are left; otherwise both filters decide. */
export function filterActivities(list: Activity[], type: TypeFilter, sport: SportFilter = 'all', programId: number | null = null): Activity[] {
  if (programId !== null) return list.filter((a) => a.kind === 'training' && a.session.programId === programId);
  return list.filter((a) => matchesFilter(a, type, sport));
}

/** The sport chips: part 2's three, and every other sport the loaded schedule has, in SPORTS order. */
export function sportChoices(list: Activity[]): Sport[] {
  const present = new Set(list.map(sportOf));
  return SPORTS.filter((s) => ALWAYS.includes(s) || present.has(s));
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
