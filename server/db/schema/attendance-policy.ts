import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/** The no-show and late-cancel policy (issue 32, decision 059): one row, id 1, absent until staff first save it (none applies). */
export const attendancePolicy = pgTable(
  'attendance_policy',
  {
    id: integer('id').primaryKey().default(1),
    mode: text('mode').notNull().default('NONE'),
    strikeLimit: integer('strike_limit').notNull(),
    windowDays: integer('window_days').notNull(),
    blockDays: integer('block_days').notNull(),
    /** FEE mode's fee per strike (decision 060). */
    feeCents: integer('fee_cents').notNull().default(1500),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('attendance_policy_single_row', sql`${t.id} = 1`),
    check('attendance_policy_mode', sql`${t.mode} in ('NONE', 'STRIKES', 'FEE')`),
    check(
      'attendance_policy_ranges',
      sql`${t.strikeLimit} between 1 and 10 and ${t.windowDays} between 7 and 365 and ${t.blockDays} between 1 and 90 and ${t.feeCents} between 100 and 50000`,
    ),
  ],
);

/**
 * A strike on an athlete: a no-show marked on the roster or a late cancellation, recorded while the
 * policy is on. One per booking and kind (the unique index lets one of two marks at once through);
 * a no-show mark cleared or changed deletes its strike; staff forgive one by setting `forgivenAt`.
 * Lock order (decision 060): a strike's row before its fee payment's.
 */
export const attendanceStrikes = pgTable(
  'attendance_strikes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    forgivenAt: timestamp('forgiven_at', { withTimezone: true }),
    forgivenBy: integer('forgiven_by').references(() => users.id, { onDelete: 'set null' }),
    /** FEE mode (decision 060): the fee's payment, made with the strike and charged after the commit. */
    feePaymentId: integer('fee_payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('attendance_strikes_booking_kind').on(t.bookingId, t.kind),
    index('attendance_strikes_athlete_at').on(t.athleteId, t.at),
    uniqueIndex('attendance_strikes_fee_payment').on(t.feePaymentId),
    check('attendance_strikes_kind', sql`${t.kind} in ('NO_SHOW', 'LATE_CANCEL')`),
  ],
);
