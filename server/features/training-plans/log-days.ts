/**
 * plan_log_days (decision 063): the per-day sums of an assignment's logs that compliance reads. A
 * trigger on plan_logs keeps them as logs are written (migration 0039); this recounts them when an
 * edit rewrites what was prescribed on days already logged: an edit saved while no athlete is on the
 * plan is in force from the beginning, so the ended assignments' logs are counted again against it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { planAssignments, planLogDays, planLogs } from '../../db/schema/training-plans.ts';
import { countingLogs, daysBetween } from './days.ts';
import { versionsOf } from './read.ts';

/** Recounts the days of every assignment of the plan (in the edit's transaction, the plan row locked). */
export async function rebuildLogDays(tx: Tx, planId: number): Promise<void> {
  const assignments = await tx
    .select({ id: planAssignments.id, startDate: planAssignments.startDate })
    .from(planAssignments)
    .where(eq(planAssignments.planId, planId));
  if (assignments.length === 0) return;
  const ids = assignments.map((a) => a.id);
  const versions = (await versionsOf(tx, [planId])).get(planId) ?? [];
  const logs = await tx
    .select({
      assignmentId: planLogs.assignmentId,
      day: planLogs.day,
      exerciseId: planLogs.exerciseId,
      done: planLogs.done,
      effort: planLogs.effort,
      note: planLogs.note,
      updatedAt: planLogs.updatedAt,
    })
    .from(planLogs)
    .where(inArray(planLogs.assignmentId, ids));
  await tx.delete(planLogDays).where(inArray(planLogDays.assignmentId, ids));
  const rows: (typeof planLogDays.$inferInsert)[] = [];
  for (const a of assignments) {
    const mine = logs.filter((l) => l.assignmentId === a.id);
    const counted = new Map(countingLogs(versions, a.startDate, mine).map((d) => [d.offset, d]));
    const every = new Map<string, { logs: number; last: Date }>();
    for (const l of mine) {
      const e = every.get(l.day) ?? { logs: 0, last: l.updatedAt };
      e.logs += 1;
      if (l.updatedAt > e.last) e.last = l.updatedAt;
      every.set(l.day, e);
    }
    for (const [day, e] of every) {
      const c = counted.get(daysBetween(a.startDate, day));
      rows.push({
        assignmentId: a.id,
        day,
        logs: e.logs,
        done: c?.done ?? 0,
        effortSum: c?.effortSum ?? 0,
        effortCount: c?.effortCount ?? 0,
        notes: c?.notes ?? 0,
        lastLoggedAt: e.last,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(planLogDays).values(rows.slice(i, i + 1000));
}
