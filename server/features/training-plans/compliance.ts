/**
 * The coach's compliance table (issue 30, decision 050): every live assignment the coach gave
 * (staff: every live assignment), each with its weeks' share of prescribed work done, mean effort,
 * notes, and when the athlete last logged (all from plan_log_days, decision 063).
 */
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { ComplianceRow } from '../../../common/training-plans.ts';
import type { Db } from '../../db/client.ts';
import { planAssignments, planLogDays } from '../../db/schema/training-plans.ts';
import type { User } from '../../db/schema/users.ts';
import { requirePlanCoach } from './access.ts';
import { assignmentFacts } from './read.ts';

export async function complianceTable(db: Db, tz: string, user: User, now: Date): Promise<ComplianceRow[]> {
  requirePlanCoach(user);
  const live = isNull(planAssignments.endedAt);
  const facts = await assignmentFacts(db, user.isStaff ? live : and(live, eq(planAssignments.assignedBy, user.id)), tz, now);
  if (facts.length === 0) return [];
  const last = await db
    .select({ id: planLogDays.assignmentId, at: max(planLogDays.lastLoggedAt) })
    .from(planLogDays)
    .where(
      inArray(
        planLogDays.assignmentId,
        facts.map((f) => f.summary.id),
      ),
    )
    .groupBy(planLogDays.assignmentId);
  const lastBy = new Map(last.map((l) => [l.id, l.at]));
  return facts
    .map((f) => ({ assignment: f.summary, weeks: f.weeks, lastLoggedAt: lastBy.get(f.summary.id)?.toISOString() ?? null }))
    .sort((a, b) => (a.assignment.compliance ?? 2) - (b.assignment.compliance ?? 2) || a.assignment.athlete.name.localeCompare(b.assignment.athlete.name));
}
