import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programSchema, programWithSessionsSchema, trainingSessionSchema } from '../../../common/programs.ts';
import type { Db } from '../../db/client.ts';
import { memo, type CacheGroup } from '../../platform/cache/memo.ts';
import type { HotAnswers } from '../../platform/http/hot-answers.ts';
import { listPrograms, listProgramsWithSessions, listTrainingSessions } from './service.ts';

export interface ProgramRoutesOptions {
  db: Db;
  /** READ_CACHE_MS: how long the catalogue may be reused (0: read on every request). */
  cacheMs: number;
  /** Dropped after every state-changing request on this node (a hold, a booking, a staff edit...). */
  caches?: CacheGroup;
  /** Where the lists are also answered from once warm, in front of Fastify (decision 018). */
  hot?: HotAnswers;
}

/**
 * The catalogue is public: guests browse programs and the schedule before signing up. It is read
 * on every visit and changes far less often, so each list is kept for READ_CACHE_MS and dropped
 * as soon as anything changes on this node (spots left included); capacity itself is enforced by
 * the hold, never by these figures.
 */
export async function programRoutes(app: FastifyInstance, opts: ProgramRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const programs = memo(opts.cacheMs, () => listPrograms(opts.db), opts.caches);
  const withSessions = memo(opts.cacheMs, () => listProgramsWithSessions(opts.db), opts.caches);
  const sessions = memo(opts.cacheMs, () => listTrainingSessions(opts.db), opts.caches);
  opts.hot?.add('/api/training-programs', programs);
  opts.hot?.add('/api/training-programs-with-sessions', withSessions);
  opts.hot?.add('/api/training-sessions', sessions);
  r.get('/api/training-programs', { schema: { tags: ['programs'], response: { 200: z.array(programSchema) } } }, () => programs.get());
  r.get('/api/training-programs-with-sessions', { schema: { tags: ['programs'], response: { 200: z.array(programWithSessionsSchema) } } }, () =>
    withSessions.get(),
  );
  r.get('/api/training-sessions', { schema: { tags: ['programs'], response: { 200: z.array(trainingSessionSchema) } } }, () =>
    sessions.get(),
  );
}
