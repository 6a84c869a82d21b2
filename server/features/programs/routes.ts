import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programSchema, programWithSessionsSchema, trainingSessionSchema } from '../../../common/programs.ts';
import type { Db } from '../../db/client.ts';
import { listPrograms, listProgramsWithSessions, listTrainingSessions } from './service.ts';

/** The catalogue is public: guests browse programs and the schedule before signing up. */
export async function programRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/training-programs', { schema: { tags: ['programs'], response: { 200: z.array(programSchema) } } }, () => listPrograms(opts.db));
  r.get('/api/training-programs-with-sessions', { schema: { tags: ['programs'], response: { 200: z.array(programWithSessionsSchema) } } }, () =>
    listProgramsWithSessions(opts.db),
  );
  r.get('/api/training-sessions', { schema: { tags: ['programs'], response: { 200: z.array(trainingSessionSchema) } } }, () =>
    listTrainingSessions(opts.db),
  );
}
