import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { mediaApi } from '../../../common/media.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { planContextOf } from '../training-plans/media-context.ts';
import { createUploadUrl, getMedia, listOwnMedia, recordUpload, saveProfilePicture, updateVisibility, type MediaDeps } from './service.ts';
import { msg } from '../../../common/messages/index.ts';

/**
 * Uploads, profile pictures and who may see them; `media` adds the hook that queues an upload's
 * analysis (endpoints in common/media.ts; the two uploads take multipart form data, decision 072).
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext & { media: MediaDeps }): Promise<void> {
  const deps = ctx.media;
  await app.register(multipart);

  route(app, mediaApi.uploadUrl, async (req) => createUploadUrl(deps, requireUser(req), req.query.athleteId));

  route(app, mediaApi.record, async (req) => recordUpload(deps, requireUser(req), req.body));

  route(app, mediaApi.picture, async (req) => {
    const user = requireUser(req);
    if (!req.isMultipart()) throw badRequest(msg('media.pictureMultipart'));
    if (!req.upload) throw badRequest(msg('media.pictureMissing'));
    if (req.body.type && req.body.type !== 'profile') throw badRequest(msg('media.pictureOnly'));
    return saveProfilePicture(deps, user, req.upload);
  });

  const list = async (req: FastifyRequest) => listOwnMedia(deps, requireUser(req));
  route(app, mediaApi.mine, list);
  route(app, mediaApi.userMedia, list);
  route(app, mediaApi.get, async (req) => {
    const item = await getMedia(deps, req.user, req.params.id);
    return { ...item, planContext: (await planContextOf(deps.db, [item.id])).get(item.id) ?? null };
  });
  route(app, mediaApi.visibility, async (req) => updateVisibility(deps, requireUser(req), req.params.id, req.body));

  // Profile pictures are public (avatars, public profiles): streamed from storage, cached.
  route(app, mediaApi.publicPicture, async (req, reply) => {
    const key = `profiles/${req.params['*']}`;
    if (!/^profiles\/\d+\/[A-Za-z0-9_-]{16,}\.webp$/.test(key) || !(await deps.storage.head(key))) throw notFound(msg('media.pictureNotFound'));
    reply.header('cache-control', 'public, max-age=3600');
    return deps.storage.createReadUrl(key, { expiresInSeconds: 24 * 3600, contentType: 'image/webp' });
  });
}
