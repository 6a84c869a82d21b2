import type { FastifyInstance } from 'fastify';
import { trainingPlansApi } from '../../../common/training-plans.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { logExercise } from './log.ts';
import { preview } from './preview.ts';
import { assignmentCompliance, assignmentDetail, myAssignments, today } from './today.ts';

/** The athlete's (and parent's, and coach's read-only) side of training plans: today, the calendar, logging, the preview. */
export async function athletePlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tz = ctx.config.FACILITY_TZ;
  route(app, trainingPlansApi.today, async (req) => today(ctx.db, requireUser(req), req.query.athleteId, tz, ctx.now()));
  route(app, trainingPlansApi.assignments, async (req) => myAssignments(ctx.db, requireUser(req), req.query.athleteId, tz, ctx.now()));
  route(app, trainingPlansApi.assignment, async (req) => assignmentDetail(ctx.db, requireUser(req), req.params.id, req.query, tz, ctx.now()));
  route(app, trainingPlansApi.assignmentCompliance, async (req) => assignmentCompliance(ctx.db, requireUser(req), req.params.id, tz, ctx.now()));
  route(app, trainingPlansApi.log, async (req) =>
    logExercise(ctx.db, requireUser(req), req.params.id, req.params.date, req.params.exerciseId, req.body, tz, ctx.now()),
  );
  route(app, trainingPlansApi.preview, async (req) => preview(ctx.db, requireUser(req).id));
}
