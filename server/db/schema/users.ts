import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['ATHLETE', 'COACH', 'PARENT']);
export const tierEnum = pgEnum('subscription_tier', ['FREE', 'PLUS', 'PRO', 'TEAM']);
/** A coach account's standing: an application until staff approve it; staff can revoke it later (issue 16). */
export const coachStatusEnum = pgEnum('coach_status', ['PENDING', 'APPROVED', 'REVOKED']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull(),
    profileImageUrl: text('profile_image_url'),
    subscriptionTier: tierEnum('subscription_tier').notNull().default('FREE'),
    isStaff: boolean('is_staff').notNull().default(false),
    /** Coaches only (null for athletes and parents): coach endpoints answer 403 unless APPROVED. */
    coachStatus: coachStatusEnum('coach_status'),
    age: integer('age'),
    /**
     * A child a parent added with a name and a date of birth (issue 29, decision 039): the age is
     * computed from it on the day it is needed (users.age is what an account typed itself).
     */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /**
     * False for a child's account a parent manages: no e-mail of its own (a reserved `.invalid`
     * placeholder that never receives mail) and no password, so nobody signs in as it until a parent
     * gives it a login (decision 039).
     */
    hasLogin: boolean('has_login').notNull().default(true),
    sport: text('sport'),
    position: text('position'),
    trainingGoals: text('training_goals'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    /** 'en' or 'es': the screens, server messages and e-mails of this account; null follows the browser. */
    language: text('language'),
    /** When the person proved they read this address (a link e-mailed to it was opened); null until then (issue 16). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the person deleted their account: the row stays, anonymised, for the money records (decision 026). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque cookie token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** For the sessions page (issue 16): the browser that signed in, and its last request (to ten minutes). */
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;

/** Forgot-password links (issue 16): single use, valid for an hour; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** E-mail changes waiting for the link sent to the new address (issue 16); only the token's SHA-256 is stored. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
