import type { FastifyInstance } from 'fastify';
import { memberApi } from '../../../common/member.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { memoByKey } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { dashboardStats, listAchievements } from './stats.ts';

/** The member's dashboard figures and achievements (endpoints in common/member.ts). */
export async function memberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Each user's figures are read once per READ_CACHE_MS and dropped by any change on this node.
  const stats = memoByKey<number, Awaited<ReturnType<typeof dashboardStats>>>(ctx.config.READ_CACHE_MS, ctx.caches);

  route(app, memberApi.dashboardStats, async (req) => {
    const userId = requireUser(req).id;
    return stats.get(userId, () => dashboardStats(ctx.db, userId, ctx.config.FACILITY_TZ, ctx.now()));
  });
  route(app, memberApi.achievements, async (req) => listAchievements(ctx.db, requireUser(req).id, ctx.now()));
}
