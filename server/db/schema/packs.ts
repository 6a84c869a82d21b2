import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/** A session pack on sale (issue 18, decision 029): a number of sessions for some or any programs, a price, a validity. */
export const sessionPacks = pgTable('session_packs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** Spanish versions (decision 066); null: the English shows. */
  nameEs: text('name_es'),
  descriptionEs: text('description_es'),
  credits: integer('credits').notNull(),
  priceCents: integer('price_cents').notNull(),
  validityDays: integer('validity_days').notNull(),
  /** The programs its credits cover; empty: any program. */
  programIds: jsonb('program_ids').$type<number[]>().notNull().default([]),
  /** Set when retired: no longer sold; credits already bought stay valid. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The credits one purchase gave: the pack's terms as bought (a later edit of the pack does not change
 * them), owned by the payer (a parent's serve every linked athlete). One grant per payment.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id')
      .notNull()
      .references(() => sessionPacks.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    packName: text('pack_name').notNull(),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    programIds: jsonb('program_ids').$type<number[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the e-mail a week before expiry went out. */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    /** When the credits left at expiry were recorded as expired. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_grants_payment_idx').on(t.paymentId), index('credit_grants_owner_idx').on(t.ownerId, t.expiresAt)],
);

export const creditUseStatusEnum = pgEnum('credit_use_status', ['USED', 'RETURNED']);

/**
 * A credit spent on a booking: USED (kept, also when the booking is cancelled late) or RETURNED
 * (cancelled 24 hours or more ahead, or by staff). `slot` is the credit's index in its grant, which
 * gives its value (creditValueCents) and, unique among the grant's live uses, makes a credit
 * impossible to spend twice.
 */
export const creditUses = pgTable(
  'credit_uses',
  {
    id: serial('id').primaryKey(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => creditGrants.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    slot: integer('slot').notNull(),
    valueCents: integer('value_cents').notNull(),
    status: creditUseStatusEnum('status').notNull().default('USED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_uses_booking_idx').on(t.bookingId),
    uniqueIndex('credit_uses_live_slot_idx')
      .on(t.grantId, t.slot)
      .where(sql`${t.status} = 'USED'`),
    index('credit_uses_grant_idx').on(t.grantId),
  ],
);
