import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A payer told that their plan's monthly limit stopped someone acting for an athlete (a coach's
 * review of an upload a parent made for a child, which the parent's plan pays for, decision 047):
 * at most one notice per payer, athlete, limit and month (`period`, 'yyyy-MM' in the facility's
 * time zone); the row is written once with the e-mail it sends, so refusals after it say nothing.
 */
export const planLimitNotices = pgTable(
  'plan_limit_notices',
  {
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan's limit: maxCoachFeedback (LimitKey in domain/plan-limits.ts). */
    limitKey: text('limit_key').notNull(),
    period: text('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.payerId, t.athleteId, t.limitKey, t.period] }), index('plan_limit_notices_athlete_idx').on(t.athleteId)],
);
