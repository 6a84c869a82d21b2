import { z } from 'zod';
import { int, partialUpdate, spanishText, text } from './input.ts';
import { messageSchema, TIERS } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { PLAN_FLAGS, PLAN_LIMITS, planLineSchema, UNLIMITED, type PlanTerms } from './capabilities.ts';
import { refsOf } from './messages/index.ts';

const M = refsOf('subscriptions');

export { PLAN_FLAGS, PLAN_LIMITS, UNLIMITED, type PlanTerms };

/** A plan's terms as staff edit them (formerly in common/staff.ts). */
export const planUpdateSchema = z.object({
  displayName: text().min(1).max(60).optional(),
  price: z.coerce.number().min(0).max(10_000).optional(),
  description: text().max(500).optional(),
  /** Optional Spanish name and copy (decision 066): readers of Spanish see them, else the English. */
  displayNameEs: spanishText(60),
  descriptionEs: spanishText(500),
  maxTrainingSessions: int().min(-1).optional(),
  maxMediaUploads: int().min(-1).optional(),
  maxCoachFeedback: int().min(-1).optional(),
  hasPickupGameAccess: z.boolean().optional(),
  hasPremiumContent: z.boolean().optional(),
  hasPersonalizedPlans: z.boolean().optional(),
  hasAdvancedAnalytics: z.boolean().optional(),
  hasPriorityBooking: z.boolean().optional(),
});

export const planSchema = z.object({
  id: z.enum(TIERS),
  name: z.enum(TIERS),
  displayName: z.string(),
  /** Dollars per month. */
  price: z.number(),
  description: z.string(),
  /**
   * What the plan sells, derived from its limits and the capabilities the server delivers
   * (common/capabilities.ts, decision 049); the only list of a plan's features screens show.
   */
  includes: z.array(planLineSchema),
  maxTrainingSessions: z.number().int(),
  maxMediaUploads: z.number().int(),
  maxCoachFeedback: z.number().int(),
  hasPickupGameAccess: z.boolean(),
  hasPremiumContent: z.boolean(),
  hasPersonalizedPlans: z.boolean(),
  hasAdvancedAnalytics: z.boolean(),
  hasPriorityBooking: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** A plan as staff edit it: `displayName` and `description` in English, their Spanish beside them (decision 066). */
export const staffPlanSchema = planSchema.extend({ displayNameEs: z.string().nullable(), descriptionEs: z.string().nullable() });
export type StaffPlan = z.infer<typeof staffPlanSchema>;

/** A plan's limits and flags, read from a plan or from its stored row. */
export const planTerms = (p: PlanTerms): PlanTerms => Object.fromEntries([...PLAN_LIMITS, ...PLAN_FLAGS].map((k) => [k, p[k]])) as PlanTerms;

export const currentSubscriptionSchema = z.object({
  name: z.enum(TIERS),
  displayName: z.string(),
  status: z.enum(['ACTIVE', 'PAST_DUE', 'CANCELED', 'PAUSED']),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A failed renewal being retried (issue 29): the plan stays until the last retry fails. */
  pastDue: z
    .object({
      since: z.string(),
      /** The next try; null when the provider (Stripe) has not said when, or none is left. */
      nextRetryAt: z.string().nullable(),
      /** Tries left on our schedule; -1 when the provider (Stripe) decides. */
      retriesLeft: z.number().int(),
      /** The last failure, in the provider's words. */
      reason: z.string().nullable(),
    })
    .nullable(),
  /** A pause asked for (starting at the period's end) or under way: the paid plan and when it comes back. */
  pause: z
    .object({
      plan: z.enum(TIERS),
      planDisplayName: z.string(),
      months: z.number().int(),
      startsAt: z.string(),
      resumesAt: z.string(),
      /** True once it has started: the member is on Free until resumesAt. */
      started: z.boolean(),
    })
    .nullable(),
  usage: z.object({
    trainingSessions: z.object({ used: z.number().int(), limit: z.number().int() }),
    mediaUploads: z.object({ used: z.number().int(), limit: z.number().int() }),
    coachFeedback: z.object({ used: z.number().int(), limit: z.number().int() }),
  }),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const upgradeSchema = z.object({
  planName: z.enum(TIERS, { error: M.choosePlan }),
  /** Pay with this saved card (default: the user's default card). */
  paymentMethodId: text().max(200).optional(),
  /** After paying with the card form: the succeeded intent. */
  paymentIntentId: text().max(200).optional(),
});

export const upgradeResultSchema = z.union([
  z.object({ status: z.literal('upgraded'), message: z.string(), plan: z.enum(TIERS) }),
  z.object({ status: z.literal('requires_payment'), clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number() }),
]);

/** How long a member may pause a plan (issue 29). */
export const PAUSE_MONTHS = [1, 2, 3] as const;
export const pauseSchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.pauseMonths }),
});

export const limitLabel = (n: number) => (n === UNLIMITED ? 'Unlimited' : String(n));

const tags = ['subscription'];

/** The subscriptions feature's endpoints (decision 032): the plans, the member's subscription to one, and staff setting each plan's price and limits. */
export const subscriptionsApi = {
  plans: endpoint({ method: 'GET', path: '/api/subscription/plans', response: z.array(planSchema), tags }),
  current: endpoint({ method: 'GET', path: '/api/subscription/current', response: currentSubscriptionSchema, access: 'user', tags }),
  /** Charges the saved card and upgrades, or asks for the card form (requires_payment). */
  upgrade: endpoint({ method: 'POST', path: '/api/subscription/upgrade', body: upgradeSchema, response: upgradeResultSchema, access: 'user', tags }),
  /** The paid plan stays until the period ends, then Free. */
  cancel: endpoint({ method: 'POST', path: '/api/subscription/cancel', response: messageSchema, access: 'user', tags }),
  /** Pauses the paid plan for 1-3 months from the period's end (issue 29). */
  pause: endpoint({ method: 'POST', path: '/api/subscription/pause', body: pauseSchema, response: messageSchema, access: 'user', tags }),
  /** Takes back a pause that has not started: the plan renews as usual. */
  keepRunning: endpoint({ method: 'DELETE', path: '/api/subscription/pause', response: messageSchema, access: 'user', tags }),
  /** The plans with their English and Spanish copy, to edit. */
  staffPlans: endpoint({ method: 'GET', path: '/api/staff/plans', response: z.array(staffPlanSchema), access: 'staff', tags }),
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
