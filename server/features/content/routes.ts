import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth.ts';
import { feedSchema } from '../../../common/content.ts';
import { idParams } from '../../../common/input.ts';
import { postInputSchema } from '../../../common/staff.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import { memo } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { listFeed } from './service.ts';
import { removePost, savePost } from './staff.ts';

const saved = z.object({ id: z.number().int() });

/** The news feed, answered from the read cache in front of Fastify once warm (decision 018); staff write it. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const feed = memo(ctx.config.READ_CACHE_MS, () => listFeed(ctx.db), ctx.caches);
  ctx.hot.add('/api/content-feed', feed);
  app.withTypeProvider<ZodTypeProvider>().get('/api/content-feed', { schema: { tags: ['content'], response: { 200: feedSchema } } }, async () => feed.get());

  // A staff edit shows in the feed at once: the memo is dropped as soon as the change is saved.
  const changed = <T>(result: T) => {
    feed.invalidate();
    return result;
  };
  await staffOnly(app, (s) => {
    const tags = ['staff'];
    s.post('/api/staff/posts', { schema: { tags, body: postInputSchema, response: { 201: saved } } }, async (req, reply) => reply.code(201).send(changed(await savePost(ctx.db, staffUser(req), null, req.body))));
    s.put('/api/staff/posts/:id', { schema: { tags, params: idParams, body: postInputSchema, response: { 200: saved } } }, async (req) => changed(await savePost(ctx.db, staffUser(req), req.params.id, req.body)));
    s.delete('/api/staff/posts/:id', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (req) => changed(await removePost(ctx.db, staffUser(req), req.params.id)));
  });
}
