import type { AssignedDay } from '@common/training-plans';

export type DayStatus = 'rest' | 'todo' | 'done' | 'partly' | 'missed';

/** A calendar day's status: rest (nothing prescribed), done, partly done, missed (a past day with nothing done), else to do. */
export function dayStatus(day: Pick<AssignedDay, 'date' | 'exercises' | 'logs'>, today: string): DayStatus {
  if (day.exercises.length === 0) return 'rest';
  const ids = new Set(day.exercises.map((e) => e.id));
  const done = day.logs.filter((l) => l.done && ids.has(l.exerciseId)).length;
  if (done === ids.size) return 'done';
  if (done > 0) return 'partly';
  return day.date < today ? 'missed' : 'todo';
}

/** The seven dates of the plan week containing `date`, for an assignment starting on `start`. */
export function planWeekOf(start: string, date: string): { from: string; to: string } {
  const day = 86_400_000;
  const offset = Math.max(0, Math.floor((Date.parse(date) - Date.parse(start)) / day / 7) * 7);
  const from = new Date(Date.parse(start) + offset * day).toISOString().slice(0, 10);
  return { from, to: new Date(Date.parse(from) + 6 * day).toISOString().slice(0, 10) };
}

export const shiftWeek = (w: { from: string; to: string }, by: number) => {
  const s = (d: string) => new Date(Date.parse(d) + by * 7 * 86_400_000).toISOString().slice(0, 10);
  return { from: s(w.from), to: s(w.to) };
};
