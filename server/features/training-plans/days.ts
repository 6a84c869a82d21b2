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

/** What counting compliance reads of a version: its dates and how many exercises each day has (a PlanVersion is one). */
export interface VersionShape {
  version: number;
  effectiveFrom: string | null;
  weeks: readonly { days: readonly { exercises: { readonly length: number } }[] }[];
}

/** The newest version in force on `date`: the highest version whose effectiveFrom is null or on or before it. */
export function versionOn<V extends VersionShape>(versions: readonly V[], date: string): V {
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
export function endDateOf(versions: readonly VersionShape[], startDate: string): string {
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

/** The last day compliance counts: today, the plan's end or the day the assignment ended, whichever comes first. */
export function lastDueDate(versions: readonly VersionShape[], startDate: string, today: string, endedOn: string | null = null): string {
  return [today, endDateOf(versions, startDate), ...(endedOn ? [endedOn] : [])].sort()[0]!;
}

/** A plan day that has come: its offset from the start date, its week, the version in force and how many exercises it prescribes. */
export interface DueDay {
  offset: number;
  week: number;
  version: number;
  prescribed: number;
}

/** The plan days from `startDate` to `last` (inclusive), each as the version in force on it has it; days outside the plan left out. */
export function dueDays(versions: readonly VersionShape[], startDate: string, last: string): DueDay[] {
  // Whole days as numbers: this runs for every day of every assignment of a compliance table.
  const start = utc(startDate);
  const count = daysBetween(startDate, last) + 1;
  const inForce = versions.map((v) => ({ v, from: v.effectiveFrom === null ? -Infinity : utc(v.effectiveFrom) }));
  const days: DueDay[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const at = start + offset * DAY_MS;
    let found: VersionShape | undefined;
    for (const { v, from } of inForce) if (from <= at && (!found || v.version > found.version)) found = v;
    // As versionOn: with no version in force yet, the first one.
    const v = found ?? versions.reduce((a, b) => (a.version < b.version ? a : b));
    const week = Math.floor(offset / 7);
    const day = v.weeks[week]?.days[offset % 7];
    if (day) days.push({ offset, week, version: v.version, prescribed: day.exercises.length });
  }
  return days;
}

/** What was logged on one day of an assignment (its offset from the start date), as plan_log_days keeps it. */
export interface LogDay {
  offset: number;
  done: number;
  effortSum: number;
  effortCount: number;
  notes: number;
}

/**
 * Per day, the logs that count: those of an exercise the version in force prescribes on the log's
 * day; done, with an effort, with a note. A log of an exercise not prescribed that day (an edit
 * removed it) does not count at all. The log writer accepts only logs that count, so plan_log_days
 * sums every log as it is written; an edit that rewrites the past recounts with this
 * (`rebuildLogDays`).
 */
export function countingLogs(versions: readonly PlanVersion[], startDate: string, logs: readonly LogFact[]): LogDay[] {
  const days = new Map<number, LogDay>();
  for (const log of logs) {
    const p = prescribedOn(versions, startDate, log.day);
    if (!p?.day.exercises.some((e) => e.id === log.exerciseId)) continue;
    const offset = daysBetween(startDate, log.day);
    const d = days.get(offset) ?? { offset, done: 0, effortSum: 0, effortCount: 0, notes: 0 };
    days.set(offset, d);
    if (log.done) d.done += 1;
    if (log.note) d.notes += 1;
    if (log.effort !== null) {
      d.effortSum += log.effort;
      d.effortCount += 1;
    }
  }
  return [...days.values()].sort((a, b) => a.offset - b.offset);
}

/** What was logged of one plan week's due days, summed (`byWeek`, or plan_log_days summed in the database). */
export interface LoggedWeek {
  week: number;
  done: number;
  effortSum: number;
  effortCount: number;
  notes: number;
}

/** The days logged (`logged`) summed per plan week, counting only the days of `days` (the days due). */
export function byWeek(days: readonly DueDay[], logged: readonly LogDay[]): LoggedWeek[] {
  const due = new Map(days.map((d) => [d.offset, d.week]));
  const weeks = new Map<number, LoggedWeek>();
  for (const l of logged) {
    const week = due.get(l.offset);
    if (week === undefined) continue;
    const w = weeks.get(week) ?? { week, done: 0, effortSum: 0, effortCount: 0, notes: 0 };
    weeks.set(week, w);
    w.done += l.done;
    w.effortSum += l.effortSum;
    w.effortCount += l.effortCount;
    w.notes += l.notes;
  }
  return [...weeks.values()];
}

/** Per plan week of `days`: the exercises prescribed, and what was logged of them (`logged`), in week order. */
export function weeksOf(startDate: string, days: readonly DueDay[], logged: readonly LoggedWeek[]): WeekCompliance[] {
  const weeks: WeekCompliance[] = [];
  for (const d of days) {
    const w = (weeks[d.week] ??= {
      week: d.week,
      startDate: addDays(startDate, d.week * 7),
      prescribed: 0,
      done: 0,
      compliance: null,
      meanEffort: null,
      notes: 0,
    });
    w.prescribed += d.prescribed;
  }
  const loggedBy = new Map(logged.map((l) => [l.week, l]));
  for (const w of weeks) {
    if (!w) continue;
    const l = loggedBy.get(w.week);
    w.done = l?.done ?? 0;
    w.notes = l?.notes ?? 0;
    w.compliance = w.prescribed > 0 ? w.done / w.prescribed : null;
    w.meanEffort = l?.effortCount ? l.effortSum / l.effortCount : null;
  }
  return weeks.filter(Boolean);
}

/**
 * Per plan week, up to and including `today`: the exercises prescribed on the days that have come
 * (by the version in force on each day), how many were logged done, the mean effort logged and the
 * number of notes, from the logs themselves (the reads take the same sums from plan_log_days).
 */
export function complianceByWeek(
  versions: readonly PlanVersion[],
  startDate: string,
  logs: readonly LogFact[],
  today: string,
  endedOn: string | null = null,
): WeekCompliance[] {
  const days = dueDays(versions, startDate, lastDueDate(versions, startDate, today, endedOn));
  return weeksOf(startDate, days, byWeek(days, countingLogs(versions, startDate, logs)));
}

/** The share of prescribed work done over the whole assignment so far, or null before anything was due. */
export function overallCompliance(weeks: readonly WeekCompliance[]): number | null {
  const prescribed = weeks.reduce((n, w) => n + w.prescribed, 0);
  return prescribed > 0 ? weeks.reduce((n, w) => n + w.done, 0) / prescribed : null;
}
