/**
 * The plan context of clips filmed for a "film this" set (issue 30): which assignment, plan,
 * exercise and day each clip was logged on, for the coach's review queue.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { planAssignments, planLogs, trainingPlans } from '../../db/schema/training-plans.ts';
import { prescribedOn } from './days.ts';
import { versionsOf } from './read.ts';

export interface PlanContext {
  assignmentId: number;
  planTitle: string;
  exerciseName: string;
  date: string;
}

export async function planContextOf(db: Db | Tx, mediaIds: readonly number[]): Promise<Map<number, PlanContext>> {
  const out = new Map<number, PlanContext>();
  if (mediaIds.length === 0) return out;
  const rows = await db
    .select({
      mediaId: planLogs.mediaId,
      day: planLogs.day,
      exerciseId: planLogs.exerciseId,
      assignmentId: planAssignments.id,
      startDate: planAssignments.startDate,
      planId: trainingPlans.id,
      planTitle: trainingPlans.title,
    })
    .from(planLogs)
    .innerJoin(planAssignments, eq(planAssignments.id, planLogs.assignmentId))
    .innerJoin(trainingPlans, eq(trainingPlans.id, planAssignments.planId))
    .where(inArray(planLogs.mediaId, [...mediaIds]));
  if (rows.length === 0) return out;
  const versions = await versionsOf(
    db,
    rows.map((r) => r.planId),
  );
  for (const r of rows) {
    const p = prescribedOn(versions.get(r.planId) ?? [], r.startDate, r.day);
    const exercise = p?.day.exercises.find((e) => e.id === r.exerciseId);
    out.set(r.mediaId!, { assignmentId: r.assignmentId, planTitle: r.planTitle, exerciseName: exercise?.name ?? r.exerciseId, date: r.day });
  }
  return out;
}
