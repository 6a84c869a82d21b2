/**
 * The advanced-analytics capability (`advancedAnalytics` = `hasAdvancedAnalytics`, decision 053):
 * an athlete's trends, worthwhile change and percentile need a plan that includes it, the athlete's
 * own or, for a child, a linked parent's (the payer's plan, as for training plans). The latest
 * result of every test is everyone's.
 */
import { msg } from '../../../common/messages/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { capabilityGate } from '../../domain/capabilities.ts';
import { linkedParents } from '../../domain/parent-links.ts';
import { LimitReached } from '../../domain/plan-limits.ts';

export const analyticsGate = capabilityGate('advancedAnalytics', 'test days: trends, worthwhile change and percentiles of results', (plan) =>
  msg('testDays.analyticsNotIncluded', { plan }),
);

/** Whether this athlete's plan, or a linked parent's, includes advanced analytics. */
export async function analyticsIncluded(db: Db | Tx, athleteId: number): Promise<boolean> {
  const payers = [athleteId, ...(await linkedParents(db, athleteId)).map((p) => p.id)];
  for (const id of payers) {
    try {
      await analyticsGate.assert(db, id);
      return true;
    } catch (e) {
      if (!(e instanceof LimitReached)) throw e;
    }
  }
  return false;
}
