import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A front-desk kiosk (decision 057): a device staff turned into a check-in screen. The device holds
 * only the token (its hash is here) in a cookie that opens the kiosk's check-in and nothing else;
 * the staff member's own sign-in on that device ended when the kiosk started.
 */
export const kioskSessions = pgTable(
  'kiosk_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Staff's name for the device ("Front desk iPad"), shown on the kiosk and in the list. */
    label: text('label').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kiosk_sessions_token_idx').on(t.tokenHash), index('kiosk_sessions_started_by_idx').on(t.startedBy)],
);
