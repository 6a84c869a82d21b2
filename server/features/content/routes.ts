import type { FastifyInstance } from 'fastify';
import { contentApi } from '../../../common/content.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import { memo } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { listFeed } from './service.ts';
import { removePost, savePost } from './staff.ts';

/**
 * The news feed, answered from the read cache in front of Fastify once warm (decision 018); staff
 * write it (endpoints in common/content.ts).
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const feed = memo(ctx.config.READ_CACHE_MS, () => listFeed(ctx.db), ctx.caches);
  // Not localized yet (decision 066 lists news as left): one answer for both languages.
  ctx.hot.add(contentApi.feed.path, { en: feed, es: feed });
  route(app, contentApi.feed, async () => feed.get());

  // A staff edit shows in the feed at once: the memo is dropped as soon as the change is saved.
  const changed = <T>(result: T) => {
    feed.invalidate();
    return result;
  };
  route(app, contentApi.createPost, async (req) => changed(await savePost(ctx.db, staffUser(req), null, req.body)));
  route(app, contentApi.updatePost, async (req) => changed(await savePost(ctx.db, staffUser(req), req.params.id, req.body)));
  route(app, contentApi.deletePost, async (req) => changed(await removePost(ctx.db, staffUser(req), req.params.id)));
}
