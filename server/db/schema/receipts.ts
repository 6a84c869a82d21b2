import { index, integer, jsonb, pgEnum, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { ledgerEntries, payments } from './payments.ts';
import { users } from './users.ts';

/*
 * Receipts (issue 29): one per ledger movement a payer should have a record of: a charge, a refund,
 * credits used by a booking or returned by a cancellation. Issued after the money's transaction
 * commits (the money paths' lock order is untouched, decision 038), numbered 1, 2, 3... without gaps
 * by the one transaction that issues them, and frozen: `content` is what the receipt said when it was
 * issued (facility, payer, lines, card, refund policy), so a later rename or price change never
 * rewrites an old receipt.
 */
export const receiptKindEnum = pgEnum('receipt_kind', ['PAYMENT', 'REFUND', 'CREDIT_USED', 'CREDIT_RETURNED']);

export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    /** The sequential receipt number shown to people (R-000123). */
    number: integer('number').notNull().unique(),
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .unique()
      .references(() => ledgerEntries.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id),
    kind: receiptKindEnum('kind').notNull(),
    /** Money moved in cents (0 for credit movements; their value is in content). */
    amountCents: integer('amount_cents').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** When the receipt e-mail was queued (last time, if staff resent it). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipts_payer_idx').on(t.payerId), index('receipts_payment_idx').on(t.paymentId)],
);
