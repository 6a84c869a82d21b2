import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * Team progress reports (issue 31, decision 054). A coach (or staff) groups athletes into a team; a
 * report per group and month reads their bookings, plans, test results and coach feedback. The
 * monthly parent e-mail becomes a row when a sweep claims it: the unique (parent, athlete, month)
 * lets one insert through however many nodes sweep at once, and the e-mail is queued with it.
 */

/** A group (team) of athletes, owned by the coach who made it; staff see every group. */
export const athleteGroups = pgTable(
  'athlete_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [check('athlete_groups_name_length', sql`char_length(${t.name}) between 1 and 80`), index('athlete_groups_owner_idx').on(t.ownerId)],
);

/** An athlete in a group. */
export const athleteGroupMembers = pgTable(
  'athlete_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => athleteGroups.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.athleteId] }), index('athlete_group_members_athlete_idx').on(t.athleteId)],
);

/** One monthly progress e-mail sent to one parent about one child for one month ('YYYY-MM', facility time). */
export const teamReportMails = pgTable(
  'team_report_mails',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('team_report_mails_once_idx').on(t.parentId, t.athleteId, t.month), index('team_report_mails_month_idx').on(t.month)],
);
