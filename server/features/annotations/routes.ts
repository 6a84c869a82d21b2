import type { FastifyInstance } from 'fastify';
import { annotationsApi } from '../../../common/annotations.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { roleUser, route } from '../../platform/http/endpoint.ts';
import { createAnnotation, deleteAnnotation, listAnnotations, updateAnnotation } from './service.ts';

/** Issue 19: coaches' drawings and notes pinned to moments of a clip (endpoints in common/annotations.ts). */
export async function annotationRoutes(app: FastifyInstance, deps: AppContext): Promise<void> {
  route(app, annotationsApi.list, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return listAnnotations(deps.db, requireUser(req), req.params.mediaId);
  });
  route(app, annotationsApi.create, async (req) => createAnnotation(deps.db, roleUser(req), req.params.mediaId, req.body));
  route(app, annotationsApi.update, async (req) => updateAnnotation(deps.db, roleUser(req), req.params.id, req.body, deps.now()));
  route(app, annotationsApi.remove, async (req) => {
    await deleteAnnotation(deps.db, roleUser(req), req.params.id);
    return null;
  });
}
