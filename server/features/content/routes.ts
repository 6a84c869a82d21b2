import type { FastifyInstance } from 'fastify';
import { contentApi } from '../../../common/content.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import { memo } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { LANGUAGES, perLanguage } from '../../platform/i18n/localized.ts';
import { listFeed, listStaffPosts } from './service.ts';
import { removePost, savePost } from './staff.ts';

/**
 * The news feed, answered from the read cache in front of Fastify once warm (decision 018); staff
 * write it (endpoints in common/content.ts).
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // One read cache per language: a cached answer never crosses languages (decision 066).
  const feed = perLanguage((lang) => memo(ctx.config.READ_CACHE_MS, () => listFeed(ctx.db, lang), ctx.caches));
  ctx.hot.add(contentApi.feed.path, feed);
  route(app, contentApi.feed, async (req) => feed[requestLanguage(req)].get());
  route(app, contentApi.staffPosts, async () => listStaffPosts(ctx.db));

  // A staff edit shows in the feed at once: the memos are dropped as soon as the change is saved.
  const changed = <T>(result: T) => {
    for (const lang of LANGUAGES) feed[lang].invalidate();
    return result;
  };
  route(app, contentApi.createPost, async (req) => changed(await savePost(ctx.db, staffUser(req), null, req.body)));
  route(app, contentApi.updatePost, async (req) => changed(await savePost(ctx.db, staffUser(req), req.params.id, req.body)));
  route(app, contentApi.deletePost, async (req) => changed(await removePost(ctx.db, staffUser(req), req.params.id)));
}
