import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const linkStatusEnum = pgEnum('link_status', ['PENDING', 'ACTIVE', 'DECLINED', 'REVOKED']);

/** A parent's link to an athlete; PENDING while the invitation is open. */
export const athleteLinks = pgTable(
  'athlete_links',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * A parent giving their child (an account without a login, decision 039) a login of their own
 * (issue 29): an invitation to an address; accepting it sets the child's e-mail and password and
 * turns the account into a normal athlete login, still linked to the parent.
 */
export const childLoginInvitations = pgTable(
  'child_login_invitations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('child_login_invitations_child_idx').on(t.childId)],
);
