import type { FastifyInstance } from 'fastify';
import { subscriptionsApi } from '../../../common/subscriptions.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { cancelAtPeriodEnd, currentSubscription, listPlans, listStaffPlans, upgrade } from './service.ts';
import { updatePlan } from './staff.ts';
import { keepRunning, requestPause } from './pause.ts';

/** Plans and the member's subscription to one; staff set each plan's price and limits (endpoints in common/subscriptions.ts). */
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, subscriptionsApi.plans, async (req) => listPlans(ctx.db, requestLanguage(req)));
  route(app, subscriptionsApi.staffPlans, async () => listStaffPlans(ctx.db));
  route(app, subscriptionsApi.current, async (req) => currentSubscription(ctx, requireUser(req), requestLanguage(req)));
  route(app, subscriptionsApi.pause, async (req) => requestPause(ctx, requireUser(req), req.body.months));
  route(app, subscriptionsApi.keepRunning, async (req) => keepRunning(ctx, requireUser(req)));
  route(app, subscriptionsApi.upgrade, async (req) => upgrade(ctx, requireUser(req), req.body));
  route(app, subscriptionsApi.cancel, async (req) => cancelAtPeriodEnd(ctx, requireUser(req)));
  route(app, subscriptionsApi.updatePlan, async (req) => updatePlan(ctx.db, staffUser(req), req.params.name, req.body));
}
