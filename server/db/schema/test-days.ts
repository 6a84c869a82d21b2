import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClipMeasure, SprintSetup, TestEvidence } from '../../../common/test-days.ts';
import { trainingSessions } from './programs.ts';
import { users } from './users.ts';

/** A test staff define (issue 31, decision 053): vertical jump in cm, 20 m sprint in s... */
export const measurementTests = pgTable('measurement_tests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEs: text('name_es'),
  /** One of TEST_UNITS. */
  unit: text('unit').notNull(),
  /** 'HIGHER' or 'LOWER': which way is better. */
  direction: text('direction').notNull(),
  /** 'ENTERED', 'VIDEO_JUMP' or 'VIDEO_SPRINT'. */
  method: text('method').notNull(),
  /** Attempts per athlete on a test day (1-5). */
  attempts: integer('attempts').notNull().default(1),
  /** 'BEST' or 'MEAN' of the attempts. */
  aggregate: text('aggregate').notNull().default('BEST'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tests of a test day: a training session that has tests is a test day (booked like any other). */
export const testDayTests = pgTable(
  'test_day_tests',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => measurementTests.id),
    position: integer('position').notNull().default(0),
    /** A sprint measured from clips: where the lines are on the camera's frame, and whether the time starts at the line or the first movement. */
    sprintSetup: jsonb('sprint_setup').$type<SprintSetup>(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.testId] })],
);

/** One athlete's result in one test: the attempts and the value they give (best or mean). */
export const testResults = pgTable(
  'test_results',
  {
    id: serial('id').primaryKey(),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => measurementTests.id),
    /** The test day it was taken on; null for a result entered outside one. */
    sessionId: integer('session_id').references(() => trainingSessions.id, { onDelete: 'set null' }),
    attempts: jsonb('attempts').$type<number[]>().notNull(),
    value: doublePrecision('value').notNull(),
    /** The facility date of the test. */
    testedOn: date('tested_on', { mode: 'string' }).notNull(),
    /** The clip a measured result's value came from (the best attempt's, or the last one's for a mean), and what was found in it. */
    clipId: integer('clip_id').references((): AnyPgColumn => testClips.id, { onDelete: 'set null' }),
    evidence: jsonb('evidence').$type<TestEvidence>(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one result per athlete, test and test day: entering it again updates it
    uniqueIndex('test_results_day_idx')
      .on(t.sessionId, t.athleteId, t.testId)
      .where(sql`${t.sessionId} IS NOT NULL`),
    index('test_results_athlete_idx').on(t.athleteId, t.testId, t.testedOn),
    index('test_results_board_idx').on(t.testId, t.testedOn),
  ],
);

/** An athlete's choices about their results: sex (for norms and boards), leaderboard opt-out, a parent's consent for a minor. */
export const athleteTestSettings = pgTable('athlete_test_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'F', 'M' or null (not given: left out of boards and norms split by sex). */
  sex: text('sex'),
  leaderboardOptOut: boolean('leaderboard_opt_out').notNull().default(false),
  /** Show the best result of each test on the public profile as verified measurables (the athlete's choice, or a parent's for a child). */
  showOnProfile: boolean('show_on_profile').notNull().default(false),
  /** A linked parent's consent to show a minor on leaderboards (first name and initial only). */
  consentBy: integer('consent_by').references(() => users.id, { onDelete: 'set null' }),
  consentAt: timestamp('consent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A clip filmed at the station for a test measured from video (issue 31, decision 055): one attempt.
 * UPLOADING until the file is recorded, then QUEUED, RUNNING, and DONE with its measure and the
 * frames that decided it, or FAILED with the reason (no person, no jump...).
 */
export const testClips = pgTable(
  'test_clips',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => measurementTests.id),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    originalName: text('original_name'),
    /** 'UPLOADING', 'NEEDS_LINES' (a sprint clip before its lines are marked), 'QUEUED', 'RUNNING', 'DONE' or 'FAILED'. */
    status: text('status').notNull().default('UPLOADING'),
    /** Why it failed: one of CLIP_FAILURES. */
    reason: text('reason'),
    measure: jsonb('measure').$type<ClipMeasure>(),
    /** The frames that decided it (JPEG keys): take-off and landing, or start and finish. */
    frameKeys: jsonb('frame_keys').$type<{ label: string; key: string }[]>(),
    jobId: text('job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_clips_day_idx').on(t.sessionId, t.athleteId, t.testId)],
);
