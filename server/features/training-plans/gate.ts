/**
 * The training-plans capability (`trainingPlans` = `hasPersonalizedPlans`, decision 050): a new
 * assignment needs an athlete whose plan includes it, their own or, for a child, a linked parent's
 * (the payer's plan, as for uploads in decision 047). Reading what was assigned and logging it are
 * never refused: after a downgrade the history stays readable and the plan already given goes on;
 * new assignments stop.
 */
import { PLAN_MESSAGES } from '../../../common/training-plans.ts';
import type { Db, Tx } from '../../db/client.ts';
import { capabilityGate } from '../../domain/capabilities.ts';
import { linkedParents } from '../../domain/parent-links.ts';
import { LimitReached, planOf } from '../../domain/plan-limits.ts';

export const trainingPlansGate = capabilityGate('trainingPlans', 'training plans: assigning a plan to an athlete', PLAN_MESSAGES.refusedPlan);

/** Whether this athlete's plan, or a linked parent's, includes training plans. */
export async function plansIncluded(db: Db | Tx, athleteId: number): Promise<boolean> {
  const payers = [athleteId, ...(await linkedParents(db, athleteId)).map((p) => p.id)];
  for (const id of payers) {
    try {
      await trainingPlansGate.assert(db, id);
      return true;
    } catch (e) {
      if (!(e instanceof LimitReached)) throw e;
    }
  }
  return false;
}

/** Refuses (402, naming the athlete and their plan) an assignment to an athlete whose plan does not include training plans. */
export async function assertPlansIncluded(db: Db | Tx, athlete: { id: number; firstName: string }): Promise<void> {
  if (await plansIncluded(db, athlete.id)) return;
  const plan = await planOf(db, athlete.id);
  throw new LimitReached(402, PLAN_MESSAGES.refusedAthletePlan(athlete.firstName, plan.displayName), {
    limit: 'hasPersonalizedPlans',
    capability: 'trainingPlans',
    upgradeUrl: '/subscription',
  });
}
