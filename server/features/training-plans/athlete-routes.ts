import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** The athlete's side of training plans (to be written). */
export async function athletePlanRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
