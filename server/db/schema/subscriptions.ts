import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tierEnum, users } from './users.ts';
import { payments } from './payments.ts';

export const plans = pgTable('plans', {
  name: tierEnum('name').primaryKey(),
  displayName: text('display_name').notNull(),
  /** Monthly price in integer cents. */
  priceCents: integer('price_cents').notNull(),
  description: text('description').notNull(),
  /** Spanish name and copy (decision 066); null: the English shows. */
  displayNameEs: text('display_name_es'),
  descriptionEs: text('description_es'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** -1 means unlimited. */
  maxTrainingSessions: integer('max_training_sessions').notNull(),
  maxMediaUploads: integer('max_media_uploads').notNull(),
  maxCoachFeedback: integer('max_coach_feedback').notNull(),
  hasPickupGameAccess: boolean('has_pickup_game_access').notNull().default(false),
  hasPremiumContent: boolean('has_premium_content').notNull().default(false),
  hasPersonalizedPlans: boolean('has_personalized_plans').notNull().default(false),
  hasAdvancedAnalytics: boolean('has_advanced_analytics').notNull().default(false),
  /** Priority booking (issue 32, decision 056): book a session the program's priority days before it opens to everyone. */
  hasPriorityBooking: boolean('has_priority_booking').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subscriptionStatusEnum = pgEnum('subscription_status', ['ACTIVE', 'PAST_DUE', 'CANCELED', 'PAUSED']);

/** A paid plan period; the user's current tier lives on users.subscription_tier. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: tierEnum('plan_name').notNull(),
    status: subscriptionStatusEnum('status').notNull().default('ACTIVE'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    providerSubscriptionId: text('provider_subscription_id'),
    lastPaymentId: integer('last_payment_id').references(() => payments.id),
    /*
     * Dunning (issue 29): a failed renewal makes the period PAST_DUE; the plan stays until the last
     * retry fails. `pastDueSince` is the first failure, `retryAttempts` the retries made so far and
     * `nextRetryAt` the next one (null when none is left or the provider retries itself).
     */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    retryAttempts: integer('retry_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    /*
     * Pause (issue 29): `pauseMonths` asked for takes effect at the period's end (status PAUSED, the
     * member on Free) until `resumesAt`, when the plan is charged again and a new period starts.
     */
    pauseMonths: integer('pause_months'),
    resumesAt: timestamp('resumes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId), index('subscriptions_period_idx').on(t.status, t.currentPeriodEnd)],
);
