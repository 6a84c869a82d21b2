import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParams, text } from '../../../common/input.ts';
import { messageSchema } from '../../../common/auth.ts';
import { gameIntentSchema, pickupGameSchema } from '../../../common/pickup.ts';
import { requireRole } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { createGameIntent, joinGame, leaveGame } from './join.ts';
import { listUpcomingGames } from './service.ts';


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
}
