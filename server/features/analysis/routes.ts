import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiFeedbackListSchema, aiFeedbackSchema, analysisPendingSchema, mediaIdParamsSchema } from '../../../common/analysis.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { poseTrackSchema } from '../../../common/review.ts';
import { getAnalysis, getTrack, listMyAnalyses } from './service.ts';

/** Part 2, section 7: GET /api/ai-feedback/{mediaId} and GET /api/my-ai-feedback, their texts in the request's language (issue 20). */
export async function analysisRoutes(app: FastifyInstance, deps: { db: Db; storage: ObjectStorage }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/ai-feedback/:mediaId',
    {
      schema: {
        tags: ['analysis'],
        description: 'The AI analysis of an upload: 202 with the progress while it is queued or running, 200 when finished.',
        params: mediaIdParamsSchema,
        response: { 200: aiFeedbackSchema, 202: analysisPendingSchema },
      },
    },
    async (req, reply) => {
      const result = await getAnalysis(deps, requireUser(req), req.params.mediaId, requestLanguage(req));
      reply.header('cache-control', 'no-store');
      if (!result.done) return reply.code(202).send(result.pending);
      return reply.code(200).send(result.feedback);
    },
  );

  r.get('/api/my-ai-feedback', { schema: { tags: ['analysis'], response: { 200: aiFeedbackListSchema } } }, async (req, reply) => {
    const list = await listMyAnalyses(deps, requireUser(req), requestLanguage(req));
    reply.header('cache-control', 'no-store');
    return list;
  });

  r.get(
    '/api/ai-feedback/:mediaId/track',
    {
      schema: {
        tags: ['analysis'],
        description: "Every analysed frame of a video: its time, the skeleton's keypoints and the measures per frame (issue 19, the player).",
        params: mediaIdParamsSchema,
        response: { 200: poseTrackSchema },
      },
    },
    async (req, reply) => {
      const track = await getTrack(deps.db, requireUser(req), req.params.mediaId, requestLanguage(req));
      reply.header('cache-control', 'private, no-cache');
      // The curves' names follow the language (the account's, else this header).
      reply.header('vary', 'Accept-Language');
      return track;
    },
  );
}
