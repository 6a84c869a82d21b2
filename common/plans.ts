import { z } from 'zod';
import { text } from './input.ts';
import { TIERS } from './auth.ts';

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

export const currentSubscriptionSchema = z.object({
  name: z.enum(TIERS),
  displayName: z.string(),
  status: z.enum(['ACTIVE', 'PAST_DUE', 'CANCELED']),
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
