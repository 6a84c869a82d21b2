import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** The premium library (issue 30, decision 050; endpoints in common/library.ts): to be written. */
export async function libraryRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
