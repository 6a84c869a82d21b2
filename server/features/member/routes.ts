import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { achievementSchema, dashboardStatsSchema } from '../../../common/member.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { memoByKey } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { dashboardStats, listAchievements } from './stats.ts';

export async function memberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each user's figures are read once per READ_CACHE_MS and dropped by any change on this node.
  const stats = memoByKey<number, Awaited<ReturnType<typeof dashboardStats>>>(ctx.config.READ_CACHE_MS, ctx.caches);

  r.get('/api/dashboard-stats', { schema: { tags: ['member'], response: { 200: dashboardStatsSchema } } }, async (req) => {
    const userId = requireUser(req).id;
    return stats.get(userId, () => dashboardStats(ctx.db, userId, ctx.config.FACILITY_TZ));
  });
  r.get('/api/achievements', { schema: { tags: ['member'], response: { 200: z.array(achievementSchema) } } }, async (req) =>
    listAchievements(ctx.db, requireUser(req).id),
  );

}
