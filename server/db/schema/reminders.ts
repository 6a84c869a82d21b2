import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { trainingSessions } from './programs.ts';
import { users } from './users.ts';

/*
 * Session reminders (issue 32, decision 048). A reminder becomes a row only when a sweep claims it
 * for sending: the unique (booking, session, recipient, offset, channel) lets one insert through,
 * however many nodes sweep at once, and the e-mail is queued in the same transaction. A cancelled
 * booking is no longer confirmed and a moved one has another session, so nothing pending outlives them.
 */

/** E-mail, web push (decision 058) and text messages (decision 061). */
export const reminderChannelEnum = pgEnum('reminder_channel', ['EMAIL', 'PUSH', 'SMS']);

/** The facility's reminder offsets, set by staff (one row, id 1; absent until first saved: the default applies). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Hours before the start, e.g. {48,2}: each is one reminder. */
    offsetHours: integer('offset_hours').array().notNull(),
    /** The push reminders' hours before the start (decision 058; default {2}). */
    pushOffsetHours: integer('push_offset_hours')
      .array()
      .notNull()
      .default(sql`'{2}'::integer[]`),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_single_row', sql`${t.id} = 1`)],
);

/** A member's choices (absent: e-mails on, quiet hours 21:00-08:00 facility time). */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    /** Push reminders to the devices the member turned on (decision 058). */
    pushEnabled: boolean('push_enabled').notNull().default(true),
    /** Text reminders (decision 061): off until the member turns them on with a number (E.164); when they agreed. */
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    smsPhone: text('sms_phone'),
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    /** Quiet hours as minutes after midnight, facility time; both null: none. */
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminder_preferences_quiet_pair', sql`(${t.quietStart} is null) = (${t.quietEnd} is null)`),
    check('reminder_preferences_sms_phone', sql`not ${t.smsEnabled} or ${t.smsPhone} is not null`),
    check(
      'reminder_preferences_quiet_range',
      sql`${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439 and ${t.quietStart} <> ${t.quietEnd}`,
    ),
  ],
);

/** One reminder sent to one person for one booking at one offset, with its single-use answer link. */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The session the booking was in when reminded: the link stops working if the booking moves. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offsetHours: integer('offset_hours').notNull(),
    channel: reminderChannelEnum('channel').notNull().default('EMAIL'),
    /** The start minus the offset; sentAt is later when quiet hours or a sweep delayed it. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the link's random token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    /** 'CONFIRMED' ("I'll be there") or 'CANCELLED' ("Can't make it", confirmed); the link then works no more. */
    answer: text('answer').$type<'CONFIRMED' | 'CANCELLED'>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_reminders_once_idx').on(t.bookingId, t.sessionId, t.userId, t.offsetHours, t.channel),
    uniqueIndex('booking_reminders_token_idx').on(t.tokenHash),
    index('booking_reminders_sent_idx').on(t.sentAt),
  ],
);

/**
 * Reminders of things other than a session booking (issue 32): a pickup game a member joined
 * (`PICKUP`, subject = the game, at the facility's offsets) and a waitlist offer about to lapse
 * (`OFFER_LAPSING`, subject = the offer's hold, 30 minutes before it ends). As for bookings, a row
 * is inserted when a sweep claims the reminder, and the unique index lets one insert through.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'PICKUP' | 'OFFER_LAPSING'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Minutes before the game starts or the offer ends. */
    offsetMinutes: integer('offset_minutes').notNull(),
    channel: reminderChannelEnum('channel').notNull().default('EMAIL'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** A game's reminder: the SHA-256 of its one-tap link's secret, and the answer given through it (CONFIRMED, CANCELLED = left the game). */
    tokenHash: text('token_hash'),
    answer: text('answer').$type<'CONFIRMED' | 'CANCELLED'>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_reminders_once_idx').on(t.kind, t.subjectId, t.userId, t.offsetMinutes, t.channel),
    index('event_reminders_sent_idx').on(t.sentAt),
    uniqueIndex('event_reminders_token_idx').on(t.tokenHash),
  ],
);

/**
 * A member's personal calendar feed (issue 32): the address holds a random secret, of which only
 * the SHA-256 is kept; making a new address or stopping the feed replaces or deletes the row, so
 * the old address stops working at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
