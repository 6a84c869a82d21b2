import { and, asc, eq } from 'drizzle-orm';
import type { ParentPlanNotice } from '../../../common/parent.ts';
import type { Db } from '../../db/client.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { planLimitNotices } from '../../db/schema/plan-notices.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { limitPeriod, planOf, usageThisMonth } from '../../domain/plan-limits.ts';

/**
 * The dashboard's side of a coach refused at the parent's plan (the e-mail is coach/limit-notice.ts):
 * this month's notices for children still linked, while the plan still caps coach reviews and they
 * are used up. Nothing once the parent upgrades or the month turns.
 */
export async function parentPlanNotices(db: Db, ctx: Pick<AppContext, 'config' | 'now'>, parent: User): Promise<ParentPlanNotice[]> {
  const rows = await db
    .select({ athleteId: planLimitNotices.athleteId, firstName: users.firstName, refusedAt: planLimitNotices.createdAt })
    .from(planLimitNotices)
    .innerJoin(users, eq(users.id, planLimitNotices.athleteId))
    .innerJoin(
      athleteLinks,
      and(eq(athleteLinks.athleteId, planLimitNotices.athleteId), eq(athleteLinks.parentId, parent.id), eq(athleteLinks.status, 'ACTIVE')),
    )
    .where(
      and(
        eq(planLimitNotices.payerId, parent.id),
        eq(planLimitNotices.limitKey, 'maxCoachFeedback'),
        eq(planLimitNotices.period, limitPeriod(ctx.config.FACILITY_TZ, ctx.now())),
      ),
    )
    .orderBy(asc(planLimitNotices.createdAt));
  if (rows.length === 0) return [];
  const plan = await planOf(db, parent.id);
  const limit = plan.maxCoachFeedback;
  if (limit === -1 || (await usageThisMonth(db, parent.id, ctx.config.FACILITY_TZ, ctx.now())).maxCoachFeedback < limit) return [];
  return rows.map((r) => ({ athleteId: r.athleteId, athleteName: r.firstName, planName: plan.displayName, limit, refusedAt: r.refusedAt.toISOString() }));
}
