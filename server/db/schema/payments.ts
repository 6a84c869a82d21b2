import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * Money: owned by server/features/payments. Products (a session booking, a pickup place, a plan
 * period) point at a payment; the ledger records every movement of money (docs/decisions/019).
 */

export const paymentKindEnum = pgEnum('payment_kind', ['SESSION', 'PICKUP', 'PLAN', 'PACK', 'FEE']);
export const paymentStatusEnum = pgEnum('payment_status', ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED', 'CANCELED']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's payment intent id. */
    intentId: text('intent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: paymentKindEnum('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    /** What was bought: e.g. { sessionId, athleteId, holdId } or { gameId } or { planName }. */
    details: jsonb('details').$type<Record<string, number | string | null>>().notNull().default({}),
    refundedCents: integer('refunded_cents').notNull().default(0),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_intent_idx').on(t.intentId), index('payments_user_idx').on(t.userId)],
);

export const refundStatusEnum = pgEnum('refund_status', ['PENDING', 'SUCCEEDED']);

/**
 * A refund owed or paid. It is written (PENDING) in the same transaction as the change that owes it
 * (a cancellation, a leave, a fulfilment refused); the provider call follows, retried by a job until
 * it succeeds. `key` makes asking twice for the same reason a no-op.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The provider's intent refunded (a payment may have had a duplicate charge on another intent). */
    intentId: text('intent_id'),
    amountCents: integer('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull(),
    key: text('key'),
    status: refundStatusEnum('status').notNull().default('SUCCEEDED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refunds_key_idx').on(t.key), index('refunds_pending_idx').on(t.status), index('refunds_payment_idx').on(t.paymentId)],
);

export const ledgerKindEnum = pgEnum('ledger_kind', ['CHARGE', 'REFUND', 'FORFEIT', 'CREDITS_BOUGHT', 'CREDIT_USED', 'CREDIT_RETURNED', 'CREDITS_EXPIRED']);

/**
 * Append-only record of every money movement (a database trigger refuses UPDATE and DELETE).
 * CHARGE: a provider charge succeeded; REFUND: money returned; FORFEIT: money kept after a late
 * cancellation (earned without a live booking or place). The CREDIT kinds move a session pack's
 * credits (decision 029), valued in cents, on the pack's payment: bought, used by a booking, returned
 * by a cancellation, expired unused; they are not money and the reconciliation's sums leave them
 * out. `reference` makes each movement unique.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: ledgerKindEnum('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    intentId: text('intent_id'),
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_reference_idx').on(t.reference),
    index('ledger_payment_idx').on(t.paymentId),
    check('ledger_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerMethodId: text('provider_method_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: integer('card_exp_month').notNull(),
    cardExpYear: integer('card_exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** When the member was told this card expires soon (issue 29: 30 days before), so they are told once. */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_methods_provider_idx').on(t.providerMethodId), index('payment_methods_user_idx').on(t.userId)],
);

export const paymentCustomers = pgTable('payment_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
});

/** The offline test provider's own records (what Stripe would hold in test mode). */
export const testProviderObjects = pgTable('test_provider_objects', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
