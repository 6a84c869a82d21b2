import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trainingSessions } from './programs.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

export const bookingStatusEnum = pgEnum('booking_status', ['CONFIRMED', 'PENDING', 'CANCELLED']);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id),
    status: bookingStatusEnum('status').notNull().default('CONFIRMED'),
    /** The payment that bought this booking; unique, so a second fulfilment of one payment is a no-op. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** Paid with a session pack's credit instead (credit_uses has which one); amountCents is its value. */
    paidWithCredit: boolean('paid_with_credit').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set with the cancellation; a refund still owed (refundDueCents > refundedCents) is retried. */
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Recorded by staff: null until taken. */
    attendance: text('attendance').$type<'CHECKED_IN' | 'NO_SHOW'>(),
    /**
     * What the booking's QR code holds and the front desk may type instead (decision 057): 8 random
     * hex digits from the database's own generator, so every insert path gets one and the migration
     * gave one to every earlier booking. Not unique: a code is looked up among the bookings near now.
     */
    checkInCode: text('check_in_code')
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_payment_idx').on(t.paymentId),
    // One active booking per athlete and session, whatever the concurrency.
    uniqueIndex('bookings_active_athlete_session_idx')
      .on(t.athleteId, t.sessionId)
      .where(sql`${t.status} = 'CONFIRMED'`),
    index('bookings_payer_idx').on(t.payerId),
    index('bookings_athlete_idx').on(t.athleteId),
    index('bookings_session_idx').on(t.sessionId),
    index('bookings_check_in_code_idx').on(t.checkInCode),
  ],
);

export const holdStatusEnum = pgEnum('hold_status', ['ACTIVE', 'CONVERTED', 'RELEASED', 'EXPIRED']);
export const holdKindEnum = pgEnum('hold_kind', ['CHECKOUT', 'OFFER']);

/**
 * A spot kept for a buyer: while they pay (CHECKOUT, 10 minutes), or offered to the first in a
 * session's waitlist (OFFER, up to 2 hours; it becomes a CHECKOUT hold when they start paying).
 */
export const spotHolds = pgTable(
  'spot_holds',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id),
    status: holdStatusEnum('status').notNull().default('ACTIVE'),
    kind: holdKindEnum('kind').notNull().default('CHECKOUT'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_holds_active_idx').on(t.status, t.expiresAt),
    uniqueIndex('spot_holds_one_active_idx')
      .on(t.athleteId, t.sessionId)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const waitlistStatusEnum = pgEnum('waitlist_status', ['WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED', 'CLOSED']);

/**
 * A place in a full session's line (decision 027). WAITING in `sortKey` order; OFFERED while a
 * place is held for it (`holdId`); then BOOKED, LEFT (left or declined), EXPIRED (the offer was not
 * taken in time) or CLOSED (the session was cancelled or started).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who joined (the athlete or a linked parent): offers go to them and they pay. */
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: waitlistStatusEnum('status').notNull().default('WAITING'),
    /** Order in line: the join time in ms; staff moves put it between two neighbours. */
    sortKey: doublePrecision('sort_key').notNull(),
    autoBook: boolean('auto_book').notNull().default(false),
    holdId: integer('hold_id').references(() => spotHolds.id),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_one_active_idx')
      .on(t.athleteId, t.sessionId)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
    index('waitlist_session_idx').on(t.sessionId, t.status, t.sortKey),
    index('waitlist_member_idx').on(t.memberId),
    index('waitlist_hold_idx').on(t.holdId),
  ],
);

/**
 * A staff exception to a session's age group (issue 29): lets one athlete book one session outside
 * its age range, once. `usedByBookingId` is set by the booking that used it; the grant and its use
 * are also in the audit log.
 */
export const ageExceptions = pgTable(
  'age_exceptions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    usedByBookingId: integer('used_by_booking_id').references(() => bookings.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('age_exceptions_session_athlete_idx').on(t.sessionId, t.athleteId)],
);
