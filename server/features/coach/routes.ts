import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coachAthleteSchema, coachSessionSchema, coachStatsSchema } from '../../../common/coach.ts';
import { coachFeedbackInputSchema, mediaItemSchema } from '../../../common/media.ts';
import type { Config } from '../../config.ts';
import { requireRole } from '../../platform/auth/plugin.ts';
import type { MediaDeps } from '../media/service.ts';
import { selectMedia, toMediaItems } from '../media/queries.ts';
import { coachStats, giveFeedback, listAthletes, todaysSessions } from './service.ts';

/** Every coach call answers 403 to anyone but a coach. */
export async function coachRoutes(app: FastifyInstance, opts: MediaDeps & { config: Config }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tz = opts.config.FACILITY_TZ;

  r.get('/api/coach/stats', { schema: { tags: ['coach'], response: { 200: coachStatsSchema } } }, async (req) => coachStats(opts.db, requireRole(req, 'COACH'), tz));
  r.get('/api/coach/sessions', { schema: { tags: ['coach'], response: { 200: z.array(coachSessionSchema) } } }, async (req) => {
    requireRole(req, 'COACH');
    return todaysSessions(opts.db, tz);
  });
  r.get('/api/coach/athletes', { schema: { tags: ['coach'], response: { 200: z.array(coachAthleteSchema) } } }, async (req) => {
    requireRole(req, 'COACH');
    return listAthletes(opts.db);
  });
  r.get('/api/coach/media-uploads', { schema: { tags: ['coach'], response: { 200: z.array(mediaItemSchema) } } }, async (req) => {
    requireRole(req, 'COACH');
    return toMediaItems(opts.db, opts.storage, await selectMedia(opts.db, undefined, 'pendingFirst'));
  });
  r.post(
    '/api/coach-feedback',
    { schema: { tags: ['coach'], body: coachFeedbackInputSchema, response: { 201: z.object({ id: z.number().int(), message: z.string() }) } } },
    async (req, reply) => reply.code(201).send(await giveFeedback(opts.db, opts.config, requireRole(req, 'COACH'), req.body)),
  );
}
