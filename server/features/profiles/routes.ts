import type { FastifyInstance } from 'fastify';
import { profilesApi } from '../../../common/profiles.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { roleUser, route } from '../../platform/http/endpoint.ts';
import { getOwnProfile, getPublicProfile, saveProfile, searchDirectory } from './service.ts';

/** Athletes' public profiles and the directory (endpoints in common/profiles.ts). */
export async function profileRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  route(app, profilesApi.mine, async (req) => getOwnProfile(opts.db, requireUser(req)));
  route(app, profilesApi.save, async (req) => saveProfile(opts.db, roleUser(req), req.body, opts.now()));
  route(app, profilesApi.public, async (req) => getPublicProfile(opts.db, opts.storage, req.user, req.params.slug));
  route(app, profilesApi.directory, async (req) => searchDirectory(opts.db, req.query));
}
