import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { athletePlanRoutes } from './athlete-routes.ts';
import { coachPlanRoutes } from './coach-routes.ts';

/** Training plans (issue 30, decision 050; endpoints in common/training-plans.ts): the coach's side and the athlete's. */
export async function trainingPlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await coachPlanRoutes(app, ctx);
  await athletePlanRoutes(app, ctx);
}
