import type { FastifyInstance } from 'fastify';
import { trainingPlansApi } from '../../../common/training-plans.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { assignableAthletes, assignPlan, endAssignment } from './assign.ts';
import { addDayComment } from './comments.ts';
import { complianceTable } from './compliance.ts';
import { copyPlan, copyWeek, createPlan, getPlan, listPlans, updatePlan } from './plans.ts';

/** The coach's side of training plans (issue 30, decision 050): plans, templates, copies, assignment, compliance, comments. */
export async function coachPlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const tz = config.FACILITY_TZ;
  route(app, trainingPlansApi.list, async (req) => listPlans(db, requireUser(req), req.query));
  route(app, trainingPlansApi.athletes, async (req) => assignableAthletes(db, requireUser(req)));
  route(app, trainingPlansApi.compliance, async (req) => complianceTable(db, tz, requireUser(req), ctx.now()));
  route(app, trainingPlansApi.get, async (req) => getPlan(db, requireUser(req), req.params.id));
  route(app, trainingPlansApi.create, async (req) => createPlan(db, requireUser(req), req.body));
  route(app, trainingPlansApi.update, async (req) => updatePlan(db, tz, requireUser(req), req.params.id, req.body, ctx.now()));
  route(app, trainingPlansApi.copy, async (req) => copyPlan(db, requireUser(req), req.params.id, req.body));
  route(app, trainingPlansApi.copyWeek, async (req) => copyWeek(db, tz, requireUser(req), req.params.id, req.body, ctx.now()));
  route(app, trainingPlansApi.assign, async (req) => assignPlan(db, config, requireUser(req), req.params.id, req.body));
  route(app, trainingPlansApi.endAssignment, async (req) => endAssignment(db, tz, requireUser(req), req.params.id, ctx.now()));
  route(app, trainingPlansApi.comment, async (req) => addDayComment(db, requireUser(req), req.params.id, req.params.date, req.body.body));
}
