import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanWeek } from '../../../common/training-plans.ts';
import { mediaUploads } from './media.ts';
import { users } from './users.ts';

/** A training plan a coach builds (issue 30, decision 050); its content lives in its versions. */
export const trainingPlans = pgTable(
  'training_plans',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    sport: text('sport'),
    isTemplate: boolean('is_template').notNull().default(false),
    /** The plan this one was copied from, if any. */
    copiedFrom: integer('copied_from'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_plans_author_idx').on(t.authorId)],
);

/**
 * One saved state of a plan's weeks. An assignment reads, for a date, the newest version whose
 * `effectiveFrom` is on or before it (the first version: from the beginning); an edit saves a new
 * version in force from the next day in the facility's time zone, so the days before keep what was
 * prescribed then.
 */
export const trainingPlanVersions = pgTable(
  'training_plan_versions',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    weeks: jsonb('weeks').$type<PlanWeek[]>().notNull(),
    /**
     * The version's shape, kept by the database from `weeks` (decision 063): the number of days of
     * each week, and of exercises of each day in order. Compliance reads these few hundred numbers
     * instead of the document (over a megabyte of JSON for 52 weeks of 20 exercises a day).
     */
    daysPerWeek: jsonb('days_per_week')
      .$type<number[]>()
      .notNull()
      .generatedAlwaysAs(sql`jsonb_path_query_array(weeks, '$[*].days.size()')`),
    exercisesPerDay: jsonb('exercises_per_day')
      .$type<number[]>()
      .notNull()
      .generatedAlwaysAs(sql`jsonb_path_query_array(weeks, '$[*].days[*].exercises.size()')`),
    /** A facility date; null for the first version (in force from the start). */
    effectiveFrom: date('effective_from', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_plan_versions_plan_version_idx').on(t.planId, t.version)],
);

/** A plan given to one athlete from a start date (facility date). */
export const planAssignments = pgTable(
  'plan_assignments',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => trainingPlans.id),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_assignments_athlete_idx').on(t.athleteId),
    index('plan_assignments_plan_idx').on(t.planId),
    // One live assignment of a plan per athlete and start date, whatever the concurrency.
    uniqueIndex('plan_assignments_live_idx')
      .on(t.planId, t.athleteId, t.startDate)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** What an athlete did of one exercise on one day: one row, whatever the number of devices. */
export const planLogs = pgTable(
  'plan_logs',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => planAssignments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    exerciseId: text('exercise_id').notNull(),
    done: boolean('done').notNull(),
    sets: jsonb('sets').$type<{ amount: number | null; load: string | null }[]>().notNull().default([]),
    effort: integer('effort'),
    note: text('note'),
    /** The clip of a "film this" set: it goes through the analysis and the coach's review queue. */
    mediaId: integer('media_id').references(() => mediaUploads.id, { onDelete: 'set null' }),
    loggedBy: integer('logged_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_logs_day_exercise_idx').on(t.assignmentId, t.day, t.exerciseId), index('plan_logs_media_idx').on(t.mediaId)],
);

/**
 * The logs of one assignment's day, summed (decision 063): kept by a trigger on plan_logs in the
 * same transaction as each log written, changed or deleted (migration 0037), so compliance reads
 * one row a day instead of every log. `done`, `effortSum`, `effortCount` and `notes` count the
 * logs that count (the log writer accepts only exercises the version in force prescribes that day;
 * an edit that rewrites the past, `rebuildLogDays`, recounts); `logs` and `lastLoggedAt` count
 * every log of the day.
 */
export const planLogDays = pgTable(
  'plan_log_days',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => planAssignments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    logs: integer('logs').notNull().default(0),
    done: integer('done').notNull().default(0),
    effortSum: integer('effort_sum').notNull().default(0),
    effortCount: integer('effort_count').notNull().default(0),
    notes: integer('notes').notNull().default(0),
    lastLoggedAt: timestamp('last_logged_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.day] })],
);

/** A coach's (or the athlete's, or a parent's) comment on one day of an assignment. */
export const planDayComments = pgTable(
  'plan_day_comments',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => planAssignments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_day_comments_day_idx').on(t.assignmentId, t.day)],
);
