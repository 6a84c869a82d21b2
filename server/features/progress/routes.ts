import type { FastifyInstance } from 'fastify';
import { progressApi } from '../../../common/progress.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { getProgress, progressAthletes } from './service.ts';

/** Issue 19: an athlete's progress over time, for the athlete, linked parents and coaches (endpoints in common/progress.ts). */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, progressApi.athletes, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return progressAthletes(ctx.db, requireUser(req));
  });
  route(app, progressApi.detail, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return getProgress(ctx.db, requireUser(req), req.params.athleteId, ctx.config.FACILITY_TZ, ctx.now(), requestLanguage(req));
  });
}
