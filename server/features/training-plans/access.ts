/**
 * Who may do what with training plans (issue 30, decision 050), next to the queries they guard:
 * - build plans: approved coaches (staff are approved coaches too);
 * - assign: an approved coach, to athletes they coach; staff, to any athlete;
 * - read an assignment: the athlete, their linked parents, the coach who assigned it, any coach
 *   who coaches the athlete, and staff;
 * - log: the athlete, or a linked parent for them;
 * - comment on a day: anyone who may read it.
 * An athlete a coach "coaches": booked (now or before) into a session that coach runs, sent a
 * clip the coach reviewed, or already given a plan by the coach.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import { msg } from '../../../common/messages/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { planAssignments } from '../../db/schema/training-plans.ts';
import { users, type User } from '../../db/schema/users.ts';
import { isLinked } from '../../domain/parent-links.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

/** Plans are built by approved coaches only. */
export function requirePlanCoach(user: User): User {
  if (!isApprovedCoach(user)) throw forbidden(msg('trainingPlans.onlyCoaches'));
  return user;
}

/** The athletes (live accounts, role ATHLETE) this coach may assign to; staff: every athlete. */
export async function coachedAthleteIds(db: Db | Tx, coach: User): Promise<Set<number>> {
  const live = and(eq(users.role, 'ATHLETE'), isNull(users.deletedAt));
  if (coach.isStaff) {
    const all = await db.select({ id: users.id }).from(users).where(live);
    return new Set(all.map((r) => r.id));
  }
  const [booked, reviewed, assigned] = await Promise.all([
    db
      .selectDistinct({ id: bookings.athleteId })
      .from(bookings)
      .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
      .where(eq(trainingSessions.coachId, coach.id)),
    db
      .selectDistinct({ id: mediaUploads.userId })
      .from(coachFeedback)
      .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
      .where(eq(coachFeedback.coachId, coach.id)),
    db.selectDistinct({ id: planAssignments.athleteId }).from(planAssignments).where(eq(planAssignments.assignedBy, coach.id)),
  ]);
  const ids = [...new Set([...booked, ...reviewed, ...assigned].map((r) => r.id))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(live, inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function coaches(db: Db | Tx, coach: User, athleteId: number): Promise<boolean> {
  if (!isApprovedCoach(coach)) return false;
  return (await coachedAthleteIds(db, coach)).has(athleteId);
}

export type Reader = 'athlete' | 'parent' | 'coach';

/**
 * How `user` may read an athlete's plans, or a 403/404. An athlete reads their own; a parent, a
 * linked child's; an approved coach, an athlete they coach (staff: anyone).
 */
export async function readerOf(db: Db | Tx, user: User, athleteId: number): Promise<Reader> {
  if (user.id === athleteId) return 'athlete';
  if (user.role === 'PARENT') {
    if (await isLinked(db, user.id, athleteId)) return 'parent';
    throw notFound(msg('trainingPlans.assignmentNotFound'));
  }
  if (isApprovedCoach(user) && (await coaches(db, user, athleteId))) return 'coach';
  throw forbidden(msg('trainingPlans.notYours'));
}

/** The assignment, if `user` may read it, with how they read it; 404 when it does not exist. */
export async function readableAssignment(db: Db | Tx, user: User, assignmentId: number) {
  const [a] = await db.select().from(planAssignments).where(eq(planAssignments.id, assignmentId));
  if (!a) throw notFound(msg('trainingPlans.assignmentNotFound'));
  // The coach who assigned it keeps reading it even without a booking since.
  if (a.assignedBy === user.id && isApprovedCoach(user)) return { assignment: a, reader: 'coach' as Reader };
  return { assignment: a, reader: await readerOf(db, user, a.athleteId) };
}

/** Logging is the athlete's, or a linked parent's for them. */
export const canLog = (reader: Reader) => reader === 'athlete' || reader === 'parent';

/** The athlete's live, unended assignments (or, with `all`, every one, ended included). */
export const assignmentsOf = (athleteId: number, all = false) =>
  all ? eq(planAssignments.athleteId, athleteId) : and(eq(planAssignments.athleteId, athleteId), isNull(planAssignments.endedAt));
