/** A comment on one day of an assignment (issue 30): anyone who may read the assignment may write one, on a day of the plan. */
import { msg } from '../../../common/messages/index.ts';
import type { Db } from '../../db/client.ts';
import { planDayComments } from '../../db/schema/training-plans.ts';
import type { User } from '../../db/schema/users.ts';
import { badRequest } from '../../platform/errors.ts';
import { readableAssignment } from './access.ts';
import { endDateOf } from './days.ts';
import { versionsOf } from './read.ts';

export async function addDayComment(db: Db, user: User, assignmentId: number, day: string, body: string) {
  const { assignment } = await readableAssignment(db, user, assignmentId);
  const versions = (await versionsOf(db, [assignment.planId])).get(assignment.planId) ?? [];
  if (day < assignment.startDate || day > endDateOf(versions, assignment.startDate)) throw badRequest(msg('trainingPlans.notPlanned'));
  const [row] = await db.insert(planDayComments).values({ assignmentId, day, authorId: user.id, body }).returning();
  return {
    id: row!.id,
    author: { id: user.id, name: `${user.firstName} ${user.lastName}`, role: user.role },
    body: row!.body,
    createdAt: row!.createdAt.toISOString(),
  };
}
