import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, TIERS } from '../../../common/auth.ts';
import { partialUpdate } from '../../../common/input.ts';
import { currentSubscriptionSchema, planSchema, upgradeResultSchema, upgradeSchema } from '../../../common/plans.ts';
import { planUpdateSchema } from '../../../common/staff.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { cancelAtPeriodEnd, currentSubscription, listPlans, upgrade } from './service.ts';
import { updatePlan } from './staff.ts';

/** Plans and the member's subscription to one; staff set each plan's price and limits. */
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/subscription/plans', { schema: { tags: ['subscription'], response: { 200: z.array(planSchema) } } }, async () => listPlans(ctx.db));
  r.get('/api/subscription/current', { schema: { tags: ['subscription'], response: { 200: currentSubscriptionSchema } } }, async (req) =>
    currentSubscription(ctx.db, requireUser(req), ctx.config.FACILITY_TZ),
  );
  r.post('/api/subscription/upgrade', { schema: { tags: ['subscription'], body: upgradeSchema, response: { 200: upgradeResultSchema } } }, async (req) =>
    upgrade(ctx, requireUser(req), req.body),
  );
  r.post('/api/subscription/cancel', { schema: { tags: ['subscription'], response: { 200: messageSchema } } }, async (req) => cancelAtPeriodEnd(ctx, requireUser(req)));

  await staffOnly(app, (s) => {
    s.patch('/api/staff/plans/:name', { schema: { tags: ['staff'], params: z.object({ name: z.enum(TIERS) }), body: partialUpdate(planUpdateSchema), response: { 200: messageSchema } } }, async (req) =>
      updatePlan(ctx.db, staffUser(req), req.params.name, req.body),
    );
  });
}
