import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../common/input.ts';
import { mediaItemSchema } from '../../../common/media.ts';
import { directoryPageSchema, directoryQuerySchema, profileInputSchema, profileSchema } from '../../../common/profiles.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireRole, requireUser } from '../../platform/auth/plugin.ts';
import { getOwnProfile, getPublicProfile, saveProfile, searchDirectory } from './service.ts';

export async function profileRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/my-profile', { schema: { tags: ['profiles'], response: { 200: profileSchema.nullable() } } }, async (req) => getOwnProfile(opts.db, requireUser(req)));
  r.post('/api/my-profile', { schema: { tags: ['profiles'], body: profileInputSchema, response: { 200: profileSchema } } }, async (req) =>
    saveProfile(opts.db, requireRole(req, 'ATHLETE'), req.body),
  );
  r.get(
    '/api/profiles/:slug',
    { schema: { tags: ['profiles'], params: z.object({ slug: text().max(80) }), response: { 200: profileSchema.extend({ media: z.array(mediaItemSchema) }) } } },
    async (req) => getPublicProfile(opts.db, opts.storage, req.user, req.params.slug),
  );
  r.get('/api/public-profiles', { schema: { tags: ['profiles'], querystring: directoryQuerySchema, response: { 200: directoryPageSchema } } }, async (req) =>
    searchDirectory(opts.db, req.query),
  );
}
