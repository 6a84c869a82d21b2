import type { FastifyInstance } from 'fastify';
import { analysisApi } from '../../../common/analysis.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { getAnalysis, getTrack, listMyAnalyses } from './reads.ts';

/** Part 2, section 7: GET /api/ai-feedback/{mediaId} and GET /api/my-ai-feedback, their texts in the request's language (issue 20); endpoints in common/analysis.ts. */
export async function analysisRoutes(app: FastifyInstance, deps: { db: Db; storage: ObjectStorage }): Promise<void> {
  // Two answers: 202 with the progress while it runs, 200 when finished (decision 072).
  route(app, analysisApi.status, async (req, reply) => {
    const result = await getAnalysis(deps, requireUser(req), req.params.mediaId, requestLanguage(req));
    reply.header('cache-control', 'no-store');
    if (!result.done) {
      reply.code(202);
      return result.pending;
    }
    return result.feedback;
  });

  route(app, analysisApi.mine, async (req, reply) => {
    const list = await listMyAnalyses(deps, requireUser(req), requestLanguage(req));
    reply.header('cache-control', 'no-store');
    return list;
  });

  route(app, analysisApi.track, async (req, reply) => {
    const track = await getTrack(deps.db, requireUser(req), req.params.mediaId, requestLanguage(req));
    reply.header('cache-control', 'private, no-cache');
    // The curves' names follow the language (the account's, else this header).
    reply.header('vary', 'Accept-Language');
    return track;
  });
}
