import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { athleteIdParamsSchema, progressAthleteListSchema, progressSchema } from '../../../common/review.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { getProgress, progressAthletes } from './service.ts';

/** Issue 19: an athlete's progress over time, for the athlete, linked parents and coaches. */
export async function progressRoutes(app: FastifyInstance, deps: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/progress/athletes', { schema: { tags: ['progress'], response: { 200: progressAthleteListSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return progressAthletes(deps.db, requireUser(req));
  });
  r.get('/api/progress/:athleteId', { schema: { tags: ['progress'], params: athleteIdParamsSchema, response: { 200: progressSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return getProgress(deps.db, requireUser(req), req.params.athleteId, deps.config.FACILITY_TZ, requestLanguage(req));
  });
}
