/**
 * Reading plans and assignments (issue 30, decision 050): the versions of plans, and the summary of
 * assignments (plan, athlete, coach, dates, compliance so far), shared by the coach's and the
 * athlete's screens.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignmentSummary, PlanDay } from '../../../common/training-plans.ts';
import type { Db, Tx } from '../../db/client.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { users } from '../../db/schema/users.ts';
import { daysBetween, dueDays, endDateOf, lastDueDate, overallCompliance, versionOn, weeksOf, type DueDay, type LoggedWeek, type PlanVersion, type Prescribed, type VersionShape, type WeekCompliance } from './days.ts';

/** Today in the facility's time zone. */
export const facilityToday = (tz: string, now = new Date()) => formatInTimeZone(now, tz, 'yyyy-MM-dd');

/** Every version of these plans, oldest first, by plan id. */
export async function versionsOf(db: Db | Tx, planIds: readonly number[]): Promise<Map<number, PlanVersion[]>> {
  const out = new Map<number, PlanVersion[]>();
  if (planIds.length === 0) return out;
  const rows = await db
    .select({ planId: trainingPlanVersions.planId, version: trainingPlanVersions.version, effectiveFrom: trainingPlanVersions.effectiveFrom, weeks: trainingPlanVersions.weeks })
    .from(trainingPlanVersions)
    .where(inArray(trainingPlanVersions.planId, [...new Set(planIds)]))
    .orderBy(asc(trainingPlanVersions.planId), asc(trainingPlanVersions.version));
  for (const r of rows) out.set(r.planId, [...(out.get(r.planId) ?? []), r]);
  return out;
}

/**
 * Every version of these plans as compliance reads it (each day's exercise ids, not the exercises),
 * oldest first, by plan id. A 52-week plan's document is over a megabyte of JSON; these paths are a
 * twentieth of it, taken out in the database.
 */
export async function versionShapesOf(db: Db | Tx, planIds: readonly number[]): Promise<Map<number, VersionShape[]>> {
  const out = new Map<number, VersionShape[]>();
  if (planIds.length === 0) return out;
  const weeks = trainingPlanVersions.weeks;
  const rows = await db
    .select({
      planId: trainingPlanVersions.planId,
      version: trainingPlanVersions.version,
      effectiveFrom: trainingPlanVersions.effectiveFrom,
      daysPerWeek: sql<number[]>`jsonb_path_query_array(${weeks}, '$[*].days.size()')`,
      exercisesPerDay: sql<number[]>`jsonb_path_query_array(${weeks}, '$[*].days[*].exercises.size()')`,
      ids: sql<string[]>`jsonb_path_query_array(${weeks}, '$[*].days[*].exercises[*].id')`,
    })
    .from(trainingPlanVersions)
    .where(inArray(trainingPlanVersions.planId, [...new Set(planIds)]))
    .orderBy(asc(trainingPlanVersions.planId), asc(trainingPlanVersions.version));
  for (const r of rows) out.set(r.planId, [...(out.get(r.planId) ?? []), { version: r.version, effectiveFrom: r.effectiveFrom, weeks: shapeOf(r.daysPerWeek, r.exercisesPerDay, r.ids) }]);
  return out;
}

/** The weeks, days and exercise ids back from the three flat lists of `versionShapesOf`, in document order. */
export function shapeOf(daysPerWeek: readonly number[], exercisesPerDay: readonly number[], ids: readonly string[]): VersionShape['weeks'] {
  let day = 0;
  let exercise = 0;
  return daysPerWeek.map((n) => ({
    days: Array.from({ length: n }, () => {
      const count = exercisesPerDay[day++] ?? 0;
      const exercises = ids.slice(exercise, exercise + count).map((id) => ({ id }));
      exercise += count;
      return { exercises };
    }),
  }));
}

/** What the plan prescribes on `date` (as `prescribedOn`), with only that day read from the version in force. */
export async function prescribedDay(db: Db | Tx, planId: number, versions: readonly VersionShape[], startDate: string, date: string): Promise<Prescribed | null> {
  const offset = daysBetween(startDate, date);
  if (offset < 0 || versions.length === 0) return null;
  const v = versionOn(versions, date);
  const week = Math.floor(offset / 7);
  const dayOfWeek = offset % 7;
  if (!v.weeks[week]?.days[dayOfWeek]) return null;
  const [row] = await db
    .select({ day: sql<PlanDay>`${trainingPlanVersions.weeks} -> ${week}::int -> 'days' -> ${dayOfWeek}::int` })
    .from(trainingPlanVersions)
    .where(and(eq(trainingPlanVersions.planId, planId), eq(trainingPlanVersions.version, v.version)));
  return row ? { date, week, dayOfWeek, day: row.day, version: v.version } : null;
}

/** A PostgreSQL array literal of numbers or strings (each quoted, so any text goes through). */
export const pgArray = (values: readonly (number | string)[]) => `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** One assignment's days that have come, for `loggedWeeks`. */
interface DueAssignment {
  id: number;
  planId: number;
  startDate: string;
  days: readonly DueDay[];
}

/**
 * What was logged of the prescribed exercises, per assignment and plan week, counted in the database
 * (the rule of `loggedByWeek`): the logs are joined to the days each version was in force and to the
 * exercise ids it prescribed on them, so only the sums cross the wire, not every log.
 */
export async function loggedWeeks(db: Db | Tx, assignments: readonly DueAssignment[]): Promise<Map<number, LoggedWeek[]>> {
  const out = new Map<number, LoggedWeek[]>();
  // Runs of days under one version of the plan, per assignment; and the exercise ids of each (version, plan day), once per plan.
  const spans: { a: number; start: string; from: number; to: number; v: number }[] = [];
  const prescribed: { v: number; k: number; e: string }[] = [];
  const versionKeys = new Map<string, number>();
  const listed = new Set<string>();
  for (const a of assignments) {
    for (const d of a.days) {
      const key = `${a.planId}:${d.version}`;
      let v = versionKeys.get(key);
      if (v === undefined) versionKeys.set(key, (v = versionKeys.size));
      const last = spans.at(-1);
      if (last && last.a === a.id && last.v === v) last.to = d.offset;
      else spans.push({ a: a.id, start: a.startDate, from: d.offset, to: d.offset, v });
      if (listed.has(`${v}:${d.offset}`)) continue;
      listed.add(`${v}:${d.offset}`);
      for (const e of d.exerciseIds) prescribed.push({ v, k: d.offset, e });
    }
  }
  if (spans.length === 0) return out;
  // Array literals (not JSON) so the planner knows how many rows each list has and hashes the two
  // small lists instead of probing the logs once per pair. A version and a plan day make one integer
  // key (version times more days than any listed, plus the day), so the pairs join only after the logs.
  const stride = prescribed.reduce((m, x) => Math.max(m, x.k), 0) + 1;
  const result = (await db.execute(sql`
    select s.a as "assignmentId", (l.day - s.start) / 7 as week,
      (count(*) filter (where l.done))::int as done, coalesce(sum(l.effort), 0)::int as "effortSum",
      count(l.effort)::int as "effortCount", (count(*) filter (where l.note <> ''))::int as notes
    from unnest(${pgArray(spans.map((x) => x.a))}::int[], ${pgArray(spans.map((x) => x.start))}::date[], ${pgArray(spans.map((x) => x.from))}::int[],
      ${pgArray(spans.map((x) => x.to))}::int[], ${pgArray(spans.map((x) => x.v))}::int[]) as s(a, start, first, last, v)
    join ${planLogs} l on l.assignment_id = s.a and l.day between s.start + s.first and s.start + s.last
    join unnest(${pgArray(prescribed.map((x) => x.v * stride + x.k))}::int[], ${pgArray(prescribed.map((x) => x.e))}::text[]) as p(day_key, exercise_id)
      on p.day_key = s.v * ${stride}::int + (l.day - s.start) and p.exercise_id = l.exercise_id
    group by 1, 2`)) as unknown as { rows: (LoggedWeek & { assignmentId: number })[] };
  for (const r of result.rows) out.set(r.assignmentId, [...(out.get(r.assignmentId) ?? []), r]);
  return out;
}

const athlete = alias(users, 'athlete');
const coach = alias(users, 'coach');
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export interface AssignmentFacts {
  summary: AssignmentSummary;
  /** The plan's versions as compliance reads them (versionsOf has the exercises). */
  versions: VersionShape[];
  weeks: WeekCompliance[];
}

/**
 * The assignments matching `where` (on plan_assignments), each with its summary, its plan's
 * versions and its compliance per week up to today (in the facility's time zone `tz`), in start
 * date order.
 */
export async function assignmentFacts(db: Db | Tx, where: SQL | undefined, tz: string, now = new Date()): Promise<AssignmentFacts[]> {
  const today = facilityToday(tz, now);
  const rows = await db
    .select({ a: planAssignments, plan: { id: trainingPlans.id, title: trainingPlans.title, sport: trainingPlans.sport }, athlete: { id: athlete.id, firstName: athlete.firstName, lastName: athlete.lastName }, coach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName } })
    .from(planAssignments)
    .innerJoin(trainingPlans, eq(trainingPlans.id, planAssignments.planId))
    .innerJoin(athlete, eq(athlete.id, planAssignments.athleteId))
    .leftJoin(coach, eq(coach.id, planAssignments.assignedBy))
    .where(where)
    .orderBy(asc(planAssignments.startDate), asc(planAssignments.id));
  if (rows.length === 0) return [];
  const versions = await versionShapesOf(db, rows.map((r) => r.plan.id));
  const due = rows.map((r) => {
    const v = versions.get(r.plan.id) ?? [];
    const endedOn = r.a.endedAt ? facilityToday(tz, r.a.endedAt) : null;
    return { id: r.a.id, planId: r.plan.id, startDate: r.a.startDate, days: v.length ? dueDays(v, r.a.startDate, lastDueDate(v, r.a.startDate, today, endedOn)) : [] };
  });
  const logged = await loggedWeeks(db, due);
  return rows.map((r, i) => {
    const v = versions.get(r.plan.id) ?? [];
    const weeks = weeksOf(r.a.startDate, due[i]!.days, logged.get(r.a.id) ?? []);
    return {
      versions: v,
      weeks,
      summary: {
        id: r.a.id,
        plan: r.plan,
        athlete: { id: r.athlete.id, name: fullName(r.athlete) },
        coach: r.coach ? { id: r.coach.id, name: fullName(r.coach) } : { id: 0, name: '' },
        startDate: r.a.startDate,
        endDate: v.length ? endDateOf(v, r.a.startDate) : r.a.startDate,
        ended: r.a.endedAt !== null,
        compliance: overallCompliance(weeks),
      },
    };
  });
}

export const byAssignment = (id: number) => eq(planAssignments.id, id);
export const byAthletes = (ids: readonly number[], includeEnded = false) =>
  includeEnded ? inArray(planAssignments.athleteId, [...ids]) : and(inArray(planAssignments.athleteId, [...ids]), isNull(planAssignments.endedAt));
