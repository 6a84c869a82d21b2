import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trainingSessions } from './catalog.ts';
import { users } from './users.ts';

export const bookingStatusEnum = pgEnum('booking_status', ['CONFIRMED', 'PENDING', 'CANCELLED']);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => trainingSessions.id),
    payerId: integer('payer_id').notNull().references(() => users.id),
    athleteId: integer('athlete_id').notNull().references(() => users.id),
    status: bookingStatusEnum('status').notNull().default('CONFIRMED'),
    /** The payment that bought this booking; unique, so a second fulfilment of one payment is a no-op. */
    paymentId: integer('payment_id').references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set with the cancellation; a refund still owed (refundDueCents > refundedCents) is retried. */
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Recorded by staff: null until taken. */
    attendance: text('attendance').$type<'CHECKED_IN' | 'NO_SHOW'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_payment_idx').on(t.paymentId),
    // One active booking per athlete and session, whatever the concurrency.
    uniqueIndex('bookings_active_athlete_session_idx').on(t.athleteId, t.sessionId).where(sql`${t.status} = 'CONFIRMED'`),
    index('bookings_payer_idx').on(t.payerId),
    index('bookings_athlete_idx').on(t.athleteId),
    index('bookings_session_idx').on(t.sessionId),
  ],
);

export const paymentKindEnum = pgEnum('payment_kind', ['SESSION', 'PICKUP', 'PLAN']);
export const paymentStatusEnum = pgEnum('payment_status', ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED', 'CANCELED']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's payment intent id. */
    intentId: text('intent_id'),
    userId: integer('user_id').notNull().references(() => users.id),
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

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id').notNull().references(() => payments.id),
  amountCents: integer('amount_cents').notNull(),
  providerRefundId: text('provider_refund_id'),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const holdStatusEnum = pgEnum('hold_status', ['ACTIVE', 'CONVERTED', 'RELEASED', 'EXPIRED']);

/** A spot kept for a buyer while they pay (10 minutes). */
export const spotHolds = pgTable(
  'spot_holds',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => trainingSessions.id),
    payerId: integer('payer_id').notNull().references(() => users.id),
    athleteId: integer('athlete_id').notNull().references(() => users.id),
    status: holdStatusEnum('status').notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_holds_active_idx').on(t.status, t.expiresAt),
    uniqueIndex('spot_holds_one_active_idx').on(t.athleteId, t.sessionId).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    providerMethodId: text('provider_method_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: integer('card_exp_month').notNull(),
    cardExpYear: integer('card_exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_methods_provider_idx').on(t.providerMethodId), index('payment_methods_user_idx').on(t.userId)],
);

export const paymentCustomers = pgTable('payment_customers', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
});

export const athleteRegistrations = pgTable('athlete_registrations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  athleteName: text('athlete_name').notNull(),
  athleteAge: integer('athlete_age').notNull(),
  parentName: text('parent_name'),
  parentPhone: text('parent_phone'),
  parentEmail: text('parent_email'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  emergencyContactName: text('emergency_contact_name').notNull(),
  emergencyContactPhone: text('emergency_contact_phone').notNull(),
  emergencyContactRelation: text('emergency_contact_relation').notNull(),
  liabilityAgreement: boolean('liability_agreement').notNull(),
  waiverAcceptedAt: timestamp('waiver_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const linkStatusEnum = pgEnum('link_status', ['PENDING', 'ACTIVE', 'DECLINED', 'REVOKED']);

/** A parent's link to an athlete; PENDING while the invitation is open. */
export const athleteLinks = pgTable(
  'athlete_links',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    age: integer('age'),
    status: linkStatusEnum('status').notNull().default('PENDING'),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('athlete_links_parent_idx').on(t.parentId), index('athlete_links_athlete_idx').on(t.athleteId)],
);

/** Outgoing e-mail: written in the same transaction as the change it reports; sent by SMTP when configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<Array<{ filename: string; contentType: string; content: string }>>().notNull().default([]),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_status_idx').on(t.status)],
);

/** The offline test provider's own records (what Stripe would hold in test mode). */
export const testProviderObjects = pgTable('test_provider_objects', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
