import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, isoDate, partialUpdate } from '../../../common/input.ts';
import { seriesInputSchema, sessionInputSchema, sessionUpdateSchema } from '../../../common/staff.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { createSeries, createSession, listSessions, updateSession } from './service.ts';

const created = z.object({ id: z.number().int(), created: z.number().int() });

/**
 * The staff's schedule of training sessions: single sessions and weekly series, and their edits.
 * A session's bookings (roster, attendance, cancelling with refunds) are the bookings feature's.
 */
export async function scheduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await staffOnly(app, (s) => {
    const tags = ['staff'];
    s.get('/api/staff/sessions', { schema: { tags, querystring: z.object({ from: isoDate().optional() }) } }, async (req) =>
      listSessions(ctx, req.query.from ?? ctx.now().toISOString().slice(0, 10)),
    );
    s.post('/api/staff/sessions', { schema: { tags, body: sessionInputSchema, response: { 201: created } } }, async (req, reply) =>
      reply.code(201).send(await createSession(ctx, staffUser(req), req.body)),
    );
    s.post('/api/staff/series', { schema: { tags, body: seriesInputSchema, response: { 201: created } } }, async (req, reply) =>
      reply.code(201).send(await createSeries(ctx, staffUser(req), req.body)),
    );
    s.patch('/api/staff/sessions/:id', { schema: { tags, params: idParams, body: partialUpdate(sessionUpdateSchema, ['scope']), response: { 200: z.object({ updated: z.number().int() }) } } }, async (req) =>
      updateSession(ctx, staffUser(req), req.params.id, req.body),
    );
  });
}
