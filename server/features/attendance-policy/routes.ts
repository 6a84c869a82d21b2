import type { FastifyInstance } from 'fastify';
import { attendancePolicyApi } from '../../../common/attendance-policy.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { forgiveStrike, savePolicy, staffPolicy, standingOf } from './service.ts';

/** The no-show and late-cancel policy (issue 32, decision 059; endpoints in common/attendance-policy.ts). */
export async function attendancePolicyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, attendancePolicyApi.staffGet, async () => staffPolicy(ctx.db, ctx.now()));
  route(app, attendancePolicyApi.staffSave, async (req) => savePolicy(ctx, staffUser(req), req.body));
  route(app, attendancePolicyApi.forgive, async (req) => forgiveStrike(ctx, staffUser(req), req.params.id));
  route(app, attendancePolicyApi.standing, async (req) => standingOf(ctx.db, requireUser(req), req.query.athleteId, ctx.now()));
}
