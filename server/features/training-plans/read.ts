/**
 * Reading plans and assignments (issue 30, decision 050): the versions of plans, and the summary of
 * assignments (plan, athlete, coach, dates, compliance so far), shared by the coach's and the
 * athlete's screens.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignmentSummary } from '../../../common/training-plans.ts';
import type { Db, Tx } from '../../db/client.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { users } from '../../db/schema/users.ts';
import { complianceByWeek, endDateOf, overallCompliance, type PlanVersion, type WeekCompliance } from './days.ts';

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

const athlete = alias(users, 'athlete');
const coach = alias(users, 'coach');
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export interface AssignmentFacts {
  summary: AssignmentSummary;
  versions: PlanVersion[];
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
  const versions = await versionsOf(db, rows.map((r) => r.plan.id));
  const logs = await db
    .select({ assignmentId: planLogs.assignmentId, day: planLogs.day, exerciseId: planLogs.exerciseId, done: planLogs.done, effort: planLogs.effort, note: planLogs.note })
    .from(planLogs)
    .where(inArray(planLogs.assignmentId, rows.map((r) => r.a.id)));
  const logsBy = new Map<number, typeof logs>();
  for (const l of logs) logsBy.set(l.assignmentId, [...(logsBy.get(l.assignmentId) ?? []), l]);
  return rows.map((r) => {
    const v = versions.get(r.plan.id) ?? [];
    const endedOn = r.a.endedAt ? facilityToday(tz, r.a.endedAt) : null;
    const weeks = v.length ? complianceByWeek(v, r.a.startDate, logsBy.get(r.a.id) ?? [], today, endedOn) : [];
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
