import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickupGameSchema } from '../../../common/pickup.ts';
import type { Db } from '../../db/client.ts';
import { listUpcomingGames } from './service.ts';

export async function pickupRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/pickup-games', { schema: { tags: ['pickup'], response: { 200: z.array(pickupGameSchema) } } }, () => listUpcomingGames(opts.db));
}
