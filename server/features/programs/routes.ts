import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth.ts';
import { id as rowId, idParams, partialUpdate } from '../../../common/input.ts';
import { programSchema, programWithSessionsSchema, trainingSessionSchema } from '../../../common/programs.ts';
import { programInputSchema, staffProgramSchema } from '../../../common/staff.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import { memo } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { listPrograms, listProgramsWithSessions, listTrainingSessions } from './service.ts';
import { createProgram, listAllPrograms, reorderPrograms, updateProgram } from './staff.ts';

/**
 * The catalogue is public: guests browse programs and the schedule before signing up. It is read
 * on every visit and changes far less often, so each list is kept for READ_CACHE_MS and dropped
 * as soon as anything changes on this node (spots left included); capacity itself is enforced by
 * the hold, never by these figures. Once warm, the lists are also answered in front of Fastify
 * (decision 018). Staff edit the catalogue under /api/staff/programs.
 */
export async function programRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cacheMs = ctx.config.READ_CACHE_MS;
  const programs = memo(cacheMs, () => listPrograms(ctx.db), ctx.caches);
  const withSessions = memo(cacheMs, () => listProgramsWithSessions(ctx.db), ctx.caches);
  const sessions = memo(cacheMs, () => listTrainingSessions(ctx.db), ctx.caches);
  ctx.hot.add('/api/training-programs', programs);
  ctx.hot.add('/api/training-programs-with-sessions', withSessions);
  ctx.hot.add('/api/training-sessions', sessions);
  r.get('/api/training-programs', { schema: { tags: ['programs'], response: { 200: z.array(programSchema) } } }, () => programs.get());
  r.get('/api/training-programs-with-sessions', { schema: { tags: ['programs'], response: { 200: z.array(programWithSessionsSchema) } } }, () =>
    withSessions.get(),
  );
  r.get('/api/training-sessions', { schema: { tags: ['programs'], response: { 200: z.array(trainingSessionSchema) } } }, () =>
    sessions.get(),
  );

  await staffOnly(app, (s) => {
    const tags = ['staff'];
    const { db } = ctx;
    s.get('/api/staff/programs', { schema: { tags, response: { 200: z.array(staffProgramSchema) } } }, async () => listAllPrograms(db));
    s.post('/api/staff/programs', { schema: { tags, body: programInputSchema, response: { 201: staffProgramSchema } } }, async (req, reply) =>
      reply.code(201).send(await createProgram(db, staffUser(req), req.body)),
    );
    s.patch('/api/staff/programs/:id', { schema: { tags, params: idParams, body: partialUpdate(programInputSchema.partial().extend({ archived: z.boolean().optional() })), response: { 200: staffProgramSchema } } }, async (req) =>
      updateProgram(db, staffUser(req), req.params.id, req.body),
    );
    s.post('/api/staff/programs/reorder', { schema: { tags, body: z.object({ ids: z.array(rowId()).min(1).max(1000) }), response: { 200: messageSchema } } }, async (req) =>
      reorderPrograms(db, staffUser(req), req.body.ids),
    );
  });
}
