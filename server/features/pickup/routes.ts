import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParams, text } from '../../../common/input.ts';
import { messageSchema } from '../../../common/auth.ts';
import { gameIntentSchema, pickupGameSchema } from '../../../common/pickup.ts';
import { gameInputSchema } from '../../../common/staff.ts';
import { requireRole } from '../../platform/auth/plugin.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { createGameIntent, joinGame, leaveGame } from './join.ts';
import { listUpcomingGames } from './service.ts';
import { removeGame, saveGame } from './staff.ts';

const saved = z.object({ id: z.number().int() });

/** Pick-up games: listed for all, joined (and paid for) by athletes, scheduled by staff. */
export async function pickupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/pickup-games', { schema: { tags: ['pickup'], response: { 200: z.array(pickupGameSchema) } } }, (req) => listUpcomingGames(ctx.db, req.user?.id ?? null));
  r.post(
    '/api/pickup-games/create-payment-intent',
    { schema: { tags: ['pickup'], body: z.object({ gameId: id('No game selected for checkout') }), response: { 200: gameIntentSchema } } },
    async (req) => createGameIntent(ctx, requireRole(req, 'ATHLETE'), req.body.gameId),
  );
  r.post(
    '/api/pickup-games/:id/join',
    { schema: { tags: ['pickup'], params: idParams, body: z.object({ paymentIntentId: text().max(200).optional() }).nullish(), response: { 200: messageSchema } } },
    async (req) => joinGame(ctx, requireRole(req, 'ATHLETE'), req.params.id, req.body?.paymentIntentId),
  );
  r.delete('/api/pickup-games/:id/join', { schema: { tags: ['pickup'], params: idParams, response: { 200: messageSchema } } }, async (req) =>
    leaveGame(ctx, requireRole(req, 'ATHLETE'), req.params.id),
  );

  await staffOnly(app, (s) => {
    const tags = ['staff'];
    const tz = ctx.config.FACILITY_TZ;
    s.post('/api/staff/games', { schema: { tags, body: gameInputSchema, response: { 201: saved } } }, async (req, reply) => reply.code(201).send(await saveGame(ctx.db, staffUser(req), tz, null, req.body)));
    s.put('/api/staff/games/:id', { schema: { tags, params: idParams, body: gameInputSchema, response: { 200: saved } } }, async (req) => saveGame(ctx.db, staffUser(req), tz, req.params.id, req.body));
    s.delete('/api/staff/games/:id', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (req) => removeGame(ctx.db, staffUser(req), req.params.id));
  });
}
