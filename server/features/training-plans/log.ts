/**
 * Logging one exercise of one day (issue 30): the athlete, or a linked parent for them. Idempotent:
 * the same exercise logged from two devices at once gives one row (upsert on the unique index of
 * assignment, day and exercise; the last write wins).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { logInputSchema, PlanLog } from '../../../common/training-plans.ts';
import { msg } from '../../../common/messages/index.ts';
import type { Db } from '../../db/client.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { planLogs, trainingPlans } from '../../db/schema/training-plans.ts';
import type { User } from '../../db/schema/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { canLog, readableAssignment } from './access.ts';
import { logOut } from './calendar.ts';
import { endDateOf, prescribedOn } from './days.ts';
import { facilityToday, versionsOf } from './read.ts';

type LogBody = z.output<typeof logInputSchema>;

export async function logExercise(db: Db, user: User, id: number, date: string, exerciseId: string, body: LogBody, tz: string, now: Date): Promise<PlanLog> {
  const { assignment: a, reader } = await readableAssignment(db, user, id);
  if (!canLog(reader)) throw forbidden(msg('trainingPlans.notYours'));
  if (a.endedAt) throw conflict(msg('trainingPlans.ended'));
  const row = await db.transaction(async (tx) => {
    // The plan row shared: an edit (which locks it for update) waits for this log, or this log for
    // the edit, so the log is checked against the versions plan_log_days is counted by (decision 063).
    await tx.select({ id: trainingPlans.id }).from(trainingPlans).where(eq(trainingPlans.id, a.planId)).for('share');
    const versions = (await versionsOf(tx, [a.planId])).get(a.planId) ?? [];
    const p = versions.length ? prescribedOn(versions, a.startDate, date) : null;
    if (!p || date > endDateOf(versions, a.startDate)) throw badRequest(msg('trainingPlans.notPlanned'));
    if (date > facilityToday(tz, now)) throw badRequest(msg('trainingPlans.futureDay'));
    const exercise = p.day.exercises.find((e) => e.id === exerciseId);
    if (!exercise) throw notFound(msg('trainingPlans.exerciseNotFound'));
    if (body.sets.length > exercise.sets) throw badRequest(msg('trainingPlans.sets'));
    if (body.mediaId !== null) {
      const [clip] = await tx
        .select({ id: mediaUploads.id })
        .from(mediaUploads)
        .where(and(eq(mediaUploads.id, body.mediaId), eq(mediaUploads.userId, a.athleteId)));
      if (!clip) throw badRequest(msg('trainingPlans.mediaNotYours'));
    }
    const values = { done: body.done, sets: body.sets, effort: body.effort, note: body.note, mediaId: body.mediaId, loggedBy: user.id, updatedAt: now };
    // The trigger of migration 0039 adds the log to its day in plan_log_days, in this transaction.
    const [written] = await tx
      .insert(planLogs)
      .values({ assignmentId: a.id, day: date, exerciseId, ...values })
      // A log's time never goes back: `now` is read before the plan row's lock, so of two writes of
      // one log the one that waited may carry the earlier time (the day's last-logged time is the
      // largest the trigger saw, and must stay the largest of the logs).
      .onConflictDoUpdate({
        target: [planLogs.assignmentId, planLogs.day, planLogs.exerciseId],
        set: { ...values, updatedAt: sql`greatest(${planLogs.updatedAt}, excluded.updated_at)` },
      })
      .returning();
    return written!;
  });
  return logOut({ ...row, by: { id: user.id, firstName: user.firstName, lastName: user.lastName } });
}
