/** The schedule page's address and what it shows, worked out from its parts. */

/** `?program=` as a program id, or null when missing or not a whole number. */
export const programIdOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The schedule's address with `key` set to `value` (dropped when null), the other parameters kept. */
export function scheduleWith(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  return params.size ? `/schedule?${params}` : '/schedule';
}

/** "Show all": every filter cleared, the week shown kept (none for the current week). */
export const showAllPath = (start: string, today: string) => (start > today ? `/schedule?from=${start}` : '/schedule');

/**
 * The day a phone shows: the one picked, else the day of the session waited for, when in the week shown;
 * otherwise the week's first day with something on, or its first day.
 */
export function shownDay(week: ReadonlyMap<string, readonly unknown[]>, days: readonly string[], start: string, wanted: string | null): string {
  return wanted && week.has(wanted) ? wanted : (days.find((d) => (week.get(d)?.length ?? 0) > 0) ?? start);
}

/** The one list that failed while the other shows (pickup games are not shown for a program), or null. */
export function failedPart(sessionsFailed: boolean, gamesFailed: boolean, programId: number | null): 'training sessions' | 'pickup games' | null {
  return sessionsFailed ? 'training sessions' : gamesFailed && programId === null ? 'pickup games' : null;
}
