import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing e-mail: written in the same transaction as the change it reports; sent by SMTP when configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<Array<{ filename: string; contentType: string; content: string; encoding?: 'base64' }>>().notNull().default([]),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_status_idx').on(t.status)],
);

/**
 * Outgoing text messages (issue 32, decision 061): written in the same transaction as the change
 * that sends them (a reminder's claim), so one is never sent for a change that rolled back nor lost
 * for one that committed; sent through Twilio when configured, otherwise kept here (the local
 * outbox staff read). `status`: PENDING, SENDING (claimed by a dispatcher), SENT or FAILED.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** E.164: +15555550123. */
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's message id (Twilio's SID) once sent. */
    providerId: text('provider_id'),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_status_idx').on(t.status)],
);
