import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth.ts';
import { coachAthleteSchema, coachSessionSchema, coachStatsSchema } from '../../../common/coach.ts';
import { idParams } from '../../../common/input.ts';
import { coachFeedbackInputSchema, mediaItemSchema } from '../../../common/media.ts';
import { requireRole } from '../../platform/auth/plugin.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { setCoachApproval } from '../auth/coach-approval.ts';
import { selectMedia, toMediaItems } from '../media/queries.ts';
import { coachStats, giveFeedback, listAthletes, todaysSessions } from './service.ts';
import { listCoaches, setStaff } from './staff.ts';

/** Every coach call answers 403 to anyone but a coach; staff approve coaches and make them staff. */
export async function coachRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const tz = config.FACILITY_TZ;

  r.get('/api/coach/stats', { schema: { tags: ['coach'], response: { 200: coachStatsSchema } } }, async (req) => coachStats(db, requireRole(req, 'COACH'), tz));
  r.get('/api/coach/sessions', { schema: { tags: ['coach'], response: { 200: z.array(coachSessionSchema) } } }, async (req) => {
    requireRole(req, 'COACH');
    return todaysSessions(db, tz);
  });
  r.get('/api/coach/athletes', { schema: { tags: ['coach'], response: { 200: z.array(coachAthleteSchema) } } }, async (req) => {
    requireRole(req, 'COACH');
    return listAthletes(db);
  });
  r.get('/api/coach/media-uploads', { schema: { tags: ['coach'], response: { 200: z.array(mediaItemSchema) } } }, async (req) => {
    requireRole(req, 'COACH');
    return toMediaItems(db, ctx.storage, await selectMedia(db, undefined, 'pendingFirst'));
  });
  r.post(
    '/api/coach-feedback',
    { schema: { tags: ['coach'], body: coachFeedbackInputSchema, response: { 201: z.object({ id: z.number().int(), message: z.string() }) } } },
    async (req, reply) => reply.code(201).send(await giveFeedback(db, config, requireRole(req, 'COACH'), req.body)),
  );

  await staffOnly(app, (s) => {
    const tags = ['staff'];
    s.get('/api/staff/coaches', { schema: { tags } }, async () => listCoaches(db));
    s.post('/api/staff/coaches/:id/approval', { schema: { tags, params: idParams, body: z.object({ approved: z.boolean() }), response: { 200: messageSchema } } }, async (req) =>
      setCoachApproval(db, config, staffUser(req), req.params.id, req.body.approved),
    );
    s.post('/api/staff/coaches/:id/staff', { schema: { tags, params: idParams, body: z.object({ isStaff: z.boolean() }), response: { 200: messageSchema } } }, async (req) =>
      setStaff(db, staffUser(req), req.params.id, req.body.isStaff),
    );
  });
}
