/**
 * The calendar of an assignment (issue 30, decision 050), as plain functions: which version of the
 * plan is in force on a date, what it prescribes that day, and the share of prescribed work done.
 * Dates are facility dates, 'YYYY-MM-DD'; day 0 of the plan is the assignment's start date, whatever
 * its weekday.
 */
import type { PlanDay, PlanWeek } from '../../../common/training-plans.ts';

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number): string => new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

export interface PlanVersion {
  version: number;
  /** Null: in force from the beginning (the first version). */
  effectiveFrom: string | null;
  weeks: PlanWeek[];
}

/** The newest version in force on `date`: the highest version whose effectiveFrom is null or on or before it. */
export function versionOn<V extends PlanVersion>(versions: readonly V[], date: string): V {
  let found: V | undefined;
  for (const v of versions) {
    if (v.effectiveFrom !== null && v.effectiveFrom > date) continue;
    if (!found || v.version > found.version) found = v;
  }
  // Every plan has a first version in force from the beginning; a later one alone can only be the newest.
  return found ?? versions.reduce((a, b) => (a.version < b.version ? a : b));
}

export interface Prescribed {
  date: string;
  /** 0-based week of the plan. */
  week: number;
  /** 0-based day of the plan's week (0 is the start date's weekday). */
  dayOfWeek: number;
  day: PlanDay;
  version: number;
}

/** What the plan prescribes on `date` for an assignment starting on `startDate`, or null outside the plan. */
export function prescribedOn(versions: readonly PlanVersion[], startDate: string, date: string): Prescribed | null {
  const offset = daysBetween(startDate, date);
  if (offset < 0) return null;
  const v = versionOn(versions, date);
  const week = Math.floor(offset / 7);
  const day = v.weeks[week]?.days[offset % 7];
  return day ? { date, week, dayOfWeek: offset % 7, day, version: v.version } : null;
}

/** The last date of the plan as the newest version has it (its length can change with an edit). */
export function endDateOf(versions: readonly PlanVersion[], startDate: string): string {
  const newest = versions.reduce((a, b) => (a.version > b.version ? a : b));
  return addDays(startDate, newest.weeks.length * 7 - 1);
}

export interface LogFact {
  day: string;
  exerciseId: string;
  done: boolean;
  effort: number | null;
  note: string | null;
}

export interface WeekCompliance {
  week: number;
  startDate: string;
  prescribed: number;
  done: number;
  compliance: number | null;
  meanEffort: number | null;
  notes: number;
}

/**
 * Per plan week, up to and including `today`: the exercises prescribed on the days that have come
 * (by the version in force on each day), how many were logged done, the mean effort logged and the
 * number of notes. A log of an exercise not prescribed that day (an edit removed it) does not count
 * at all.
 */
export function complianceByWeek(versions: readonly PlanVersion[], startDate: string, logs: readonly LogFact[], today: string, endedOn: string | null = null): WeekCompliance[] {
  const last = [today, endDateOf(versions, startDate), ...(endedOn ? [endedOn] : [])].sort()[0]!;
  const byDay = new Map<string, Map<string, LogFact>>();
  for (const log of logs) {
    const day = byDay.get(log.day) ?? new Map<string, LogFact>();
    day.set(log.exerciseId, log);
    byDay.set(log.day, day);
  }
  const weeks: WeekCompliance[] = [];
  const efforts = new Map<number, number[]>();
  for (let offset = 0, date = startDate; date <= last; offset += 1, date = addDays(startDate, offset)) {
    const p = prescribedOn(versions, startDate, date);
    if (!p) continue;
    const w = (weeks[p.week] ??= { week: p.week, startDate: addDays(startDate, p.week * 7), prescribed: 0, done: 0, compliance: null, meanEffort: null, notes: 0 });
    const logged = byDay.get(date);
    for (const exercise of p.day.exercises) {
      w.prescribed += 1;
      const log = logged?.get(exercise.id);
      if (log?.done) w.done += 1;
      if (log?.note) w.notes += 1;
      if (log && log.effort !== null) efforts.set(p.week, [...(efforts.get(p.week) ?? []), log.effort]);
    }
  }
  for (const w of weeks) {
    if (!w) continue;
    w.compliance = w.prescribed > 0 ? w.done / w.prescribed : null;
    const e = efforts.get(w.week) ?? [];
    w.meanEffort = e.length ? e.reduce((a, b) => a + b, 0) / e.length : null;
  }
  return weeks.filter(Boolean);
}

/** The share of prescribed work done over the whole assignment so far, or null before anything was due. */
export function overallCompliance(weeks: readonly WeekCompliance[]): number | null {
  const prescribed = weeks.reduce((n, w) => n + w.prescribed, 0);
  return prescribed > 0 ? weeks.reduce((n, w) => n + w.done, 0) / prescribed : null;
}
