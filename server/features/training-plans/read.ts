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
import { planAssignments, planLogDays, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { users } from '../../db/schema/users.ts';
import {
  daysBetween,
  dueDays,
  endDateOf,
  lastDueDate,
  overallCompliance,
  versionOn,
  weeksOf,
  type DueDay,
  type LoggedWeek,
  type PlanVersion,
  type Prescribed,
  type VersionShape,
  type WeekCompliance,
} from './days.ts';

/** Today in the facility's time zone. */
export const facilityToday = (tz: string, now: Date) => formatInTimeZone(now, tz, 'yyyy-MM-dd');

/** Every version of these plans, oldest first, by plan id. */
export async function versionsOf(db: Db | Tx, planIds: readonly number[]): Promise<Map<number, PlanVersion[]>> {
  const out = new Map<number, PlanVersion[]>();
  if (planIds.length === 0) return out;
  const rows = await db
    .select({
      planId: trainingPlanVersions.planId,
      version: trainingPlanVersions.version,
      effectiveFrom: trainingPlanVersions.effectiveFrom,
      weeks: trainingPlanVersions.weeks,
    })
    .from(trainingPlanVersions)
    .where(inArray(trainingPlanVersions.planId, [...new Set(planIds)]))
    .orderBy(asc(trainingPlanVersions.planId), asc(trainingPlanVersions.version));
  for (const r of rows) out.set(r.planId, [...(out.get(r.planId) ?? []), r]);
  return out;
}

/**
 * Every version of these plans as compliance reads it (how many exercises each day has, not the
 * exercises), oldest first, by plan id: from the two short lists the database keeps beside each
 * version's document (decision 063), not the document (over a megabyte for a 52-week plan).
 */
export async function versionShapesOf(db: Db | Tx, planIds: readonly number[]): Promise<Map<number, VersionShape[]>> {
  const out = new Map<number, VersionShape[]>();
  if (planIds.length === 0) return out;
  const rows = await db
    .select({
      planId: trainingPlanVersions.planId,
      version: trainingPlanVersions.version,
      effectiveFrom: trainingPlanVersions.effectiveFrom,
      daysPerWeek: trainingPlanVersions.daysPerWeek,
      exercisesPerDay: trainingPlanVersions.exercisesPerDay,
    })
    .from(trainingPlanVersions)
    .where(inArray(trainingPlanVersions.planId, [...new Set(planIds)]))
    .orderBy(asc(trainingPlanVersions.planId), asc(trainingPlanVersions.version));
  for (const r of rows)
    out.set(r.planId, [...(out.get(r.planId) ?? []), { version: r.version, effectiveFrom: r.effectiveFrom, weeks: shapeOf(r.daysPerWeek, r.exercisesPerDay) }]);
  return out;
}

/** The weeks and days, with each day's number of exercises, back from the two flat lists of a version, in document order. */
export function shapeOf(daysPerWeek: readonly number[], exercisesPerDay: readonly number[]): VersionShape['weeks'] {
  let day = 0;
  return daysPerWeek.map((n) => ({ days: Array.from({ length: n }, () => ({ exercises: { length: exercisesPerDay[day++] ?? 0 } })) }));
}

/** What the plan prescribes on `date` (as `prescribedOn`), with only that day read from the version in force. */
export async function prescribedDay(
  db: Db | Tx,
  planId: number,
  versions: readonly VersionShape[],
  startDate: string,
  date: string,
): Promise<Prescribed | null> {
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
export const pgArray = (values: readonly (number | string)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** One assignment's days that have come, for `loggedWeeks`. */
interface DueAssignment {
  id: number;
  startDate: string;
  days: readonly DueDay[];
}

/**
 * What was logged on the days that have come, per assignment and plan week: plan_log_days (decision
 * 063) from the start date to the last day due, summed per week in the database (the rule of
 * `byWeek`: a day the plan does not have, under the version in force on it, is left out).
 */
export async function loggedWeeks(db: Db | Tx, assignments: readonly DueAssignment[]): Promise<Map<number, LoggedWeek[]>> {
  const out = new Map<number, LoggedWeek[]>();
  const due = assignments.filter((a) => a.days.length > 0);
  if (due.length === 0) return out;
  // The days between the start and the last day due that are not plan days (rare: a version shorter than another).
  const gaps: { a: number; o: number }[] = [];
  for (const a of due) {
    let next = 0;
    for (const d of a.days) {
      for (; next < d.offset; next += 1) gaps.push({ a: a.id, o: next });
      next = d.offset + 1;
    }
  }
  // Array literals (not JSON), so the planner knows how many rows the lists have and walks the
  // primary key once per assignment.
  const result = (await db.execute(sql`
    select s.a as "assignmentId", (d.day - s.start) / 7 as week, sum(d.done)::int as done, sum(d.effort_sum)::int as "effortSum",
      sum(d.effort_count)::int as "effortCount", sum(d.notes)::int as notes
    from unnest(${pgArray(due.map((a) => a.id))}::int[], ${pgArray(due.map((a) => a.startDate))}::date[], ${pgArray(due.map((a) => a.days.at(-1)!.offset))}::int[]) as s(a, start, last)
    join ${planLogDays} d on d.assignment_id = s.a and d.day between s.start and s.start + s.last
    where not exists (select 1 from unnest(${pgArray(gaps.map((g) => g.a))}::int[], ${pgArray(gaps.map((g) => g.o))}::int[]) as g(a, o) where g.a = s.a and g.o = d.day - s.start)
    group by 1, 2`)) as unknown as { rows: (LoggedWeek & { assignmentId: number })[] };
  for (const r of result.rows) {
    const list = out.get(r.assignmentId) ?? [];
    list.push(r);
    out.set(r.assignmentId, list);
  }
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
export async function assignmentFacts(db: Db | Tx, where: SQL | undefined, tz: string, now: Date): Promise<AssignmentFacts[]> {
  const today = facilityToday(tz, now);
  const rows = await db
    .select({
      a: planAssignments,
      plan: { id: trainingPlans.id, title: trainingPlans.title, sport: trainingPlans.sport },
      athlete: { id: athlete.id, firstName: athlete.firstName, lastName: athlete.lastName },
      coach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName },
    })
    .from(planAssignments)
    .innerJoin(trainingPlans, eq(trainingPlans.id, planAssignments.planId))
    .innerJoin(athlete, eq(athlete.id, planAssignments.athleteId))
    .leftJoin(coach, eq(coach.id, planAssignments.assignedBy))
    .where(where)
    .orderBy(asc(planAssignments.startDate), asc(planAssignments.id));
  if (rows.length === 0) return [];
  const versions = await versionShapesOf(
    db,
    rows.map((r) => r.plan.id),
  );
  const due = rows.map((r) => {
    const v = versions.get(r.plan.id) ?? [];
    const endedOn = r.a.endedAt ? facilityToday(tz, r.a.endedAt) : null;
    return { id: r.a.id, startDate: r.a.startDate, days: v.length ? dueDays(v, r.a.startDate, lastDueDate(v, r.a.startDate, today, endedOn)) : [] };
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
