/**
 * The training-plans capability (`trainingPlans` = `hasPersonalizedPlans`, decision 050): a new
 * assignment needs an athlete whose plan includes it, their own or, for a child, a linked parent's
 * (the payer's plan, as for uploads in decision 047). Reading what was assigned and logging it are
 * never refused: after a downgrade the history stays readable and the plan already given goes on;
 * new assignments stop.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { msg } from '../../../common/messages/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { plans } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { capabilitiesOf, capabilityGate } from '../../domain/capabilities.ts';
import { LimitReached, planOf } from '../../domain/plan-limits.ts';

export const trainingPlansGate = capabilityGate('trainingPlans', 'training plans: assigning a plan to an athlete', (plan) =>
  msg('trainingPlans.refusedPlan', { plan }),
);

/**
 * For each athlete, whether their plan or an actively linked parent's includes training plans: one
 * query whatever the number of athletes (the athlete and their parents joined to their plans).
 */
export async function plansIncludedFor(db: Db | Tx, athleteIds: readonly number[]): Promise<Map<number, boolean>> {
  const out = new Map(athleteIds.map((id) => [id, false]));
  if (athleteIds.length === 0) return out;
  const payer = alias(users, 'payer');
  const rows = await db
    .select({ athleteId: users.id, plan: plans })
    .from(users)
    .leftJoin(athleteLinks, and(eq(athleteLinks.athleteId, users.id), eq(athleteLinks.status, 'ACTIVE')))
    .innerJoin(payer, or(eq(payer.id, users.id), eq(payer.id, athleteLinks.parentId)))
    .innerJoin(plans, eq(plans.name, payer.subscriptionTier))
    .where(inArray(users.id, [...new Set(athleteIds)]));
  // The gate's own rule (capabilitiesOf), read for every payer at once.
  for (const r of rows) if (capabilitiesOf(r.plan).includes(trainingPlansGate.capability)) out.set(r.athleteId, true);
  return out;
}

/** Whether this athlete's plan, or a linked parent's, includes training plans. */
export async function plansIncluded(db: Db | Tx, athleteId: number): Promise<boolean> {
  return (await plansIncludedFor(db, [athleteId])).get(athleteId) ?? false;
}

/** Refuses (402, naming the athlete and their plan) an assignment to an athlete whose plan does not include training plans. */
export async function assertPlansIncluded(db: Db | Tx, athlete: { id: number; firstName: string }, included?: boolean): Promise<void> {
  if (included ?? (await plansIncluded(db, athlete.id))) return;
  const plan = await planOf(db, athlete.id);
  throw new LimitReached(402, msg('trainingPlans.refusedAthletePlan', { name: athlete.firstName, plan: plan.displayName }), {
    limit: 'hasPersonalizedPlans',
    capability: 'trainingPlans',
    upgradeUrl: '/subscription',
  });
}
