/**
 * The preview a member without training plans sees (issue 30): the first week of the facility's
 * sample template (seeded as PREVIEW_TEMPLATE_TITLE), read-only, and whether their plan includes it.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { msg } from '../../../common/messages/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { notFound } from '../../platform/errors.ts';
import { plansIncluded } from './gate.ts';

export const PREVIEW_TEMPLATE_TITLE = 'Off-season strength (template)';

export async function preview(db: Db | Tx, userId: number) {
  const [plan] = await db
    .select({ id: trainingPlans.id, title: trainingPlans.title, description: trainingPlans.description })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.isTemplate, true), isNull(trainingPlans.archivedAt), eq(trainingPlans.title, PREVIEW_TEMPLATE_TITLE)))
    .orderBy(asc(trainingPlans.id))
    .limit(1);
  if (!plan) throw notFound(msg('trainingPlans.notFound'));
  const [v] = await db
    .select({ weeks: trainingPlanVersions.weeks })
    .from(trainingPlanVersions)
    .where(eq(trainingPlanVersions.planId, plan.id))
    .orderBy(desc(trainingPlanVersions.version))
    .limit(1);
  return { included: await plansIncluded(db, userId), plan: { title: plan.title, description: plan.description, weeks: (v?.weeks ?? []).slice(0, 1) } };
}
