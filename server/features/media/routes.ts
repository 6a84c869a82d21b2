import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_PROFILE_PICTURE_BYTES, mediaApi, recordedUploadSchema, recordUploadSchema, uploadedPictureSchema } from '../../../common/media.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { planContextOf } from '../training-plans/media-context.ts';
import { createUploadUrl, getMedia, listOwnMedia, recordUpload, saveProfilePicture, updateVisibility, type MediaDeps } from './service.ts';

/** Fields of a multipart form (files other than `media` are refused), or the JSON body. */
async function formFields(req: FastifyRequest): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, string> };
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of req.parts({ limits: { fileSize: MAX_PROFILE_PICTURE_BYTES + 1, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'media') throw badRequest('Unexpected file field');
      file = await part.toBuffer().catch(() => {
        throw new HttpError(413, 'Please choose an image under 5MB');
      });
      if (part.file.truncated) throw new HttpError(413, 'Please choose an image under 5MB');
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}

/**
 * Uploads, profile pictures and who may see them; `media` adds the hook that queues an upload's
 * analysis. The JSON endpoints are in common/media.ts; the multipart uploads and the picture
 * redirect are written here by hand.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext & { media: MediaDeps }): Promise<void> {
  const deps = ctx.media;
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(app, mediaApi.uploadUrl, async (req) => createUploadUrl(deps, requireUser(req), req.query.athleteId));

  r.post('/api/upload-media-from-object-storage', { schema: { tags: ['media'], response: { 201: recordedUploadSchema } } }, async (req, reply) => {
    const user = requireUser(req);
    const { fields } = await formFields(req);
    const parsed = recordUploadSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid upload');
    return reply.code(201).send(await recordUpload(deps, user, parsed.data));
  });

  r.post('/api/media-upload', { schema: { tags: ['media'], response: { 201: uploadedPictureSchema } } }, async (req, reply) => {
    const user = requireUser(req);
    if (!req.isMultipart()) throw badRequest('Send the picture as multipart form data in the field "media".');
    const { fields, file } = await formFields(req);
    if (!file) throw badRequest('Please choose an image to upload.');
    if (fields.type && fields.type !== 'profile') throw badRequest('Only profile pictures can be uploaded here.');
    return reply.code(201).send(await saveProfilePicture(deps, user, file));
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
  r.get('/api/public-files/profiles/*', { schema: { hide: true } }, async (req, reply) => {
    const key = `profiles/${(req.params as { '*': string })['*']}`;
    if (!/^profiles\/\d+\/[A-Za-z0-9_-]{16,}\.webp$/.test(key) || !(await deps.storage.head(key))) throw notFound('Picture not found');
    const url = await deps.storage.createReadUrl(key, { expiresInSeconds: 24 * 3600, contentType: 'image/webp' });
    return reply.header('cache-control', 'public, max-age=3600').redirect(url);
  });
}
