import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaIdParamsSchema } from '../../../common/analysis.ts';
import { annotationIdParamsSchema, annotationInputSchema, annotationListSchema, annotationSchema } from '../../../common/review.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireRole, requireUser } from '../../platform/auth/plugin.ts';
import { createAnnotation, deleteAnnotation, listAnnotations, updateAnnotation } from './service.ts';

/** Issue 19: coaches' drawings and notes pinned to moments of a clip. */
export async function annotationRoutes(app: FastifyInstance, deps: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['annotations'];

  r.get('/api/media/:mediaId/annotations', { schema: { tags, params: mediaIdParamsSchema, response: { 200: annotationListSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return listAnnotations(deps.db, requireUser(req), req.params.mediaId);
  });

  r.post(
    '/api/media/:mediaId/annotations',
    { schema: { tags, params: mediaIdParamsSchema, body: annotationInputSchema, response: { 201: annotationSchema } } },
    async (req, reply) => reply.code(201).send(await createAnnotation(deps.db, requireRole(req, 'COACH'), req.params.mediaId, req.body)),
  );

  r.patch(
    '/api/annotations/:id',
    { schema: { tags, params: annotationIdParamsSchema, body: annotationInputSchema, response: { 200: annotationSchema } } },
    async (req) => updateAnnotation(deps.db, requireRole(req, 'COACH'), req.params.id, req.body),
  );

  r.delete('/api/annotations/:id', { schema: { tags, params: annotationIdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    await deleteAnnotation(deps.db, requireRole(req, 'COACH'), req.params.id);
    return reply.code(204).send(null);
  });
}
