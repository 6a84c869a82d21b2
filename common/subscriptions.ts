import { z } from 'zod';
import { partialUpdate, text } from './input.ts';
import { messageSchema, TIERS } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { planUpdateSchema } from './staff.ts';

export const planSchema = z.object({
  id: z.enum(TIERS),
  name: z.enum(TIERS),
  displayName: z.string(),
  /** Dollars per month. */
  price: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  maxTrainingSessions: z.number().int(),
  maxMediaUploads: z.number().int(),
  maxCoachFeedback: z.number().int(),
  hasPickupGameAccess: z.boolean(),
  hasPremiumContent: z.boolean(),
  hasPersonalizedPlans: z.boolean(),
  hasAdvancedAnalytics: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** A plan's monthly limits (-1: unlimited). */
export const PLAN_LIMITS = ['maxTrainingSessions', 'maxMediaUploads', 'maxCoachFeedback'] as const;
/** What a plan includes or not. */
export const PLAN_FLAGS = ['hasPickupGameAccess', 'hasPremiumContent', 'hasPersonalizedPlans', 'hasAdvancedAnalytics'] as const;
export type PlanTerms = Pick<Plan, (typeof PLAN_LIMITS)[number] | (typeof PLAN_FLAGS)[number]>;

/** A plan's limits and flags, read from a plan or from its stored row. */
export const planTerms = (p: PlanTerms): PlanTerms => Object.fromEntries([...PLAN_LIMITS, ...PLAN_FLAGS].map((k) => [k, p[k]])) as PlanTerms;

export const currentSubscriptionSchema = z.object({
  name: z.enum(TIERS),
  displayName: z.string(),
  status: z.enum(['ACTIVE', 'PAST_DUE', 'CANCELED', 'PAUSED']),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  usage: z.object({
    trainingSessions: z.object({ used: z.number().int(), limit: z.number().int() }),
    mediaUploads: z.object({ used: z.number().int(), limit: z.number().int() }),
    coachFeedback: z.object({ used: z.number().int(), limit: z.number().int() }),
  }),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const upgradeSchema = z.object({
  planName: z.enum(TIERS, { error: 'Please choose a plan.' }),
  /** Pay with this saved card (default: the user's default card). */
  paymentMethodId: text().max(200).optional(),
  /** After paying with the card form: the succeeded intent. */
  paymentIntentId: text().max(200).optional(),
});

export const upgradeResultSchema = z.union([
  z.object({ status: z.literal('upgraded'), message: z.string(), plan: z.enum(TIERS) }),
  z.object({ status: z.literal('requires_payment'), clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number() }),
]);

export const UNLIMITED = -1;
export const limitLabel = (n: number) => (n === UNLIMITED ? 'Unlimited' : String(n));

export const PLAN_MESSAGES = {
  upgraded: 'Your subscription has been upgraded successfully!',
  free: 'The Free plan cannot be an upgrade. Cancel your plan instead to return to Free at the end of the period.',
  current: 'You are already on this plan.',
  failed: 'Failed to upgrade subscription',
} as const;

const tags = ['subscription'];

/** The subscriptions feature's endpoints (decision 032): the plans, the member's subscription to one, and staff setting each plan's price and limits. */
export const subscriptionsApi = {
  plans: endpoint({ method: 'GET', path: '/api/subscription/plans', response: z.array(planSchema), tags }),
  current: endpoint({ method: 'GET', path: '/api/subscription/current', response: currentSubscriptionSchema, access: 'user', tags }),
  /** Charges the saved card and upgrades, or asks for the card form (requires_payment). */
  upgrade: endpoint({ method: 'POST', path: '/api/subscription/upgrade', body: upgradeSchema, response: upgradeResultSchema, access: 'user', tags }),
  /** The paid plan stays until the period ends, then Free. */
  cancel: endpoint({ method: 'POST', path: '/api/subscription/cancel', response: messageSchema, access: 'user', tags }),
  updatePlan: endpoint({
    method: 'PATCH',
    path: '/api/staff/plans/:name',
    params: z.object({ name: z.enum(TIERS) }),
    body: partialUpdate(planUpdateSchema),
    response: messageSchema,
    access: 'staff',
    tags,
  }),
};
