import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** The coach's side of training plans (to be written). */
export async function coachPlanRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
