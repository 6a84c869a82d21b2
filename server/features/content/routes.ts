import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedSchema, type FeedPost } from '../../../common/content.ts';

export async function contentRoutes(app: FastifyInstance, opts: { feed: { get(): Promise<FeedPost[]> } }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/content-feed', { schema: { tags: ['content'], response: { 200: feedSchema } } }, async () =>
      opts.feed.get(),
    );
}
