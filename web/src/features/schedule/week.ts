import { compareActivities, type Activity } from './activities';

/** Days are facility-local "YYYY-MM-DD" strings; arithmetic is done at UTC noon so no zone can shift them. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export const isDay = (v: string | null | undefined): v is string => !!v && DAY.test(v) && !Number.isNaN(toDate(v).getTime()) && toDay(toDate(v)) === v;

export const addDays = (day: string, n: number) => {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
};

/** Today in the facility's time zone (the browser's own zone when it is not known yet). */
export function facilityToday(timeZone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** The first day shown: the ?from date when it is a real day not before today, otherwise today. */
export const weekStart = (from: string | null, today: string) => (isDay(from) && from > today ? from : today);

/** The seven days from `start`. */
export const weekDays = (start: string) => Array.from({ length: 7 }, (_, i) => addDays(start, i));

/** The week's activities per day (every day present, empty or not), each day by time. */
export function byDay(list: Activity[], days: string[]): Map<string, Activity[]> {
  const map = new Map(days.map((d) => [d, [] as Activity[]]));
  for (const a of [...list].sort(compareActivities)) map.get(a.date)?.push(a);
  return map;
}

/** The first day after the week that has something on, to offer a jump there. */
export const nextActiveDay = (list: Activity[], after: string) =>
  list
    .map((a) => a.date)
    .filter((d) => d > after)
    .sort()[0] ?? null;

export interface ExtraFilters {
  programId: number | null;
  coach: string | null;
}

export const coachOf = (a: Activity) => (a.kind === 'training' ? (a.session.coachName ?? a.session.coach?.name ?? null) : null);

/** Program and coach filters: both keep training sessions only (pickup games have neither). */
export function applyExtraFilters(list: Activity[], f: ExtraFilters): Activity[] {
  return list.filter((a) => {
    if (f.programId === null && f.coach === null) return true;
    if (a.kind !== 'training') return false;
    if (f.programId !== null && a.session.programId !== f.programId) return false;
    if (f.coach !== null && coachOf(a) !== f.coach) return false;
    return true;
  });
}

/** The programs and coaches that have upcoming sessions, by name, for the filter menus. */
export function filterChoices(list: Activity[]) {
  const programs = new Map<number, string>();
  const coaches = new Set<string>();
  for (const a of list) {
    if (a.kind !== 'training') continue;
    programs.set(a.session.programId, a.session.program.name);
    const c = coachOf(a);
    if (c) coaches.add(c);
  }
  return {
    programs: [...programs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    coaches: [...coaches].sort((a, b) => a.localeCompare(b)),
  };
}
