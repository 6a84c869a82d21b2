import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, partialUpdate, text } from './input.ts';
import { msg, refsOf } from './messages/index.ts';

/**
 * Tests and test days (issue 31, decision 053): staff define tests (vertical jump in cm, 20 m sprint
 * in s...); a training session with tests is a test day, booked like any other; at the station staff
 * enter each booked athlete's attempts, and the result is the best or the mean of them as the test
 * says. Athletes and their parents read their results; plans with advanced analytics
 * (`hasAdvancedAnalytics`) add the trend, the worthwhile change and the percentile; leaderboards
 * rank the best result per athlete in an age group, sex and period.
 */
export const TEST_UNITS = ['cm', 'm', 's', 'kg', 'reps'] as const;
export type TestUnit = (typeof TEST_UNITS)[number];
export const TEST_DIRECTIONS = ['HIGHER', 'LOWER'] as const;
export type TestDirection = (typeof TEST_DIRECTIONS)[number];
/** How a result is taken: typed in, or measured from a clip (jump height from flight time, sprint time between two lines). */
export const TEST_METHODS = ['ENTERED', 'VIDEO_JUMP', 'VIDEO_SPRINT'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];
export const TEST_AGGREGATES = ['BEST', 'MEAN'] as const;
export type TestAggregate = (typeof TEST_AGGREGATES)[number];

/**
 * Age groups of norms and leaderboards, by the athlete's age on the test day (decision 053): the
 * two-year bands youth testing uses, and adults together.
 */
export const TEST_AGE_GROUPS = ['U10', 'U12', 'U14', 'U16', 'U18', 'ADULT'] as const;
export type TestAgeGroup = (typeof TEST_AGE_GROUPS)[number];
export const TEST_SEXES = ['F', 'M'] as const;
export type TestSex = (typeof TEST_SEXES)[number];
export const BOARD_PERIODS = ['month', 'year', 'all'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];

export const TEST_LIMITS = {
  name: 80,
  attempts: 5,
  testsPerDay: 12,
  /** Any value beyond this is a typing error, whatever the unit. */
  value: 100_000,
  /**
   * Percentiles need this many athletes in the age group and sex (decision 053): with fewer, one
   * athlete moves a percentile by more than 5 points, and the figure says more than it knows.
   */
  normsMinimum: 20,
  /** The worthwhile change needs this many athletes' results to estimate the spread between them. */
  spreadMinimum: 5,
  /** The smallest worthwhile change: this share of the between-athlete standard deviation. */
  swcShare: 0.2,
  boardSize: 50,
} as const;

const M = refsOf('testDays');

export const testValue = () => z.number({ error: M.value }).min(0, M.value).max(TEST_LIMITS.value, M.value).finite(M.value);

export const testSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEs: z.string().nullable(),
  unit: z.enum(TEST_UNITS),
  direction: z.enum(TEST_DIRECTIONS),
  method: z.enum(TEST_METHODS),
  attempts: z.number(),
  aggregate: z.enum(TEST_AGGREGATES),
  archived: z.boolean(),
});
export type MeasurementTest = z.infer<typeof testSchema>;

export const testInputSchema = z
  .object({
    name: text({ error: M.name }).min(1, M.name).max(TEST_LIMITS.name),
    nameEs: text().max(TEST_LIMITS.name).nullable().optional(),
    unit: z.enum(TEST_UNITS),
    direction: z.enum(TEST_DIRECTIONS),
    method: z.enum(TEST_METHODS).default('ENTERED'),
    attempts: z.number().int().min(1).max(TEST_LIMITS.attempts).default(1),
    aggregate: z.enum(TEST_AGGREGATES).default('BEST'),
  })
  .strict()
  .refine((t) => t.method !== 'VIDEO_JUMP' || (t.unit === 'cm' && t.direction === 'HIGHER'), { message: M.jumpUnits, path: ['unit'] })
  .refine((t) => t.method !== 'VIDEO_SPRINT' || (t.unit === 's' && t.direction === 'LOWER'), { message: M.sprintUnits, path: ['unit'] });
export const testUpdateSchema = partialUpdate(
  z
    .object({
      name: text({ error: M.name }).min(1, M.name).max(TEST_LIMITS.name).optional(),
      nameEs: text().max(TEST_LIMITS.name).nullable().optional(),
      attempts: z.number().int().min(1).max(TEST_LIMITS.attempts).optional(),
      aggregate: z.enum(TEST_AGGREGATES).optional(),
      archived: z.boolean().optional(),
    })
    .strict(),
);

/** What a measured result keeps as its evidence (issue 31: the clip and the frames). */
export const testEvidenceSchema = z.object({
  kind: z.enum(['jump', 'sprint']),
  flightTimeS: z.number().optional(),
  frameRate: z.number().optional(),
  /** Seconds into the clip of the frames that decided it (take-off and landing; start and finish). */
  marks: z.array(z.object({ label: z.string(), t: z.number(), frame: z.number() })),
});
export type TestEvidence = z.infer<typeof testEvidenceSchema>;

export const testDaySummarySchema = z.object({
  sessionId: z.number(),
  title: z.string(),
  programName: z.string(),
  startsAt: z.string(),
  booked: z.number(),
  tests: z.array(testSchema),
  resultsEntered: z.number(),
});
export type TestDaySummary = z.infer<typeof testDaySummarySchema>;

export const dayTestsInputSchema = z
  .object({
    testIds: z
      .array(id())
      .max(TEST_LIMITS.testsPerDay, M.tooManyTests)
      .refine((ids) => new Set(ids).size === ids.length, M.duplicateTests),
  })
  .strict();

/** A clip's way through the station's measuring (decision 055). */
export const CLIP_STATUSES = ['UPLOADING', 'NEEDS_LINES', 'QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ClipStatus = (typeof CLIP_STATUSES)[number];
/** Why a clip gave no measure (server/features/test-days/measure/jump.ts), or `error` when measuring itself failed. */
export const CLIP_FAILURES = ['unreadable', 'no-person', 'no-jump', 'feet-not-found', 'no-start', 'no-finish', 'error'] as const;
export type ClipFailure = (typeof CLIP_FAILURES)[number];

/** What a clip measured: the test's value (a jump's height in cm, a sprint's time in s) and the frames that decided it. */
export const CLIP_MARKS = ['takeoff', 'landing', 'start', 'finish'] as const;
export const clipMeasureSchema = z.object({
  value: z.number(),
  frameRate: z.number(),
  /** The value is within this of the truth (one frame interval, in the test's unit). */
  bound: z.number(),
  /** A jump's flight time (s), from which its height comes. */
  flightTimeS: z.number().nullable(),
  /** A sprint's start: at the line or at the first movement. */
  start: z.enum(['line', 'movement']).nullable(),
  marks: z.array(z.object({ label: z.enum(CLIP_MARKS), frame: z.number(), t: z.number() })),
});
export type ClipMeasure = z.infer<typeof clipMeasureSchema>;

/**
 * Where a sprint's lines are on the camera's frame (decision 055): vertical lines, as a share of the
 * frame's width from its left edge (the camera films the lane from the side, square to it), and
 * where the time starts.
 */
export const sprintSetupSchema = z
  .object({
    startX: z.number().min(0).max(1),
    finishX: z.number().min(0).max(1),
    start: z.enum(['line', 'movement']),
  })
  .strict()
  .refine((s) => Math.abs(s.startX - s.finishX) >= 0.05, { message: M.linesApart });
export type SprintSetup = z.infer<typeof sprintSetupSchema>;

export const stationClipSchema = z.object({
  id: z.number(),
  testId: z.number(),
  status: z.enum(CLIP_STATUSES),
  reason: z.enum(CLIP_FAILURES).nullable(),
  measure: clipMeasureSchema.nullable(),
  /** Whether this clip's measure is the result's value now (a typed entry replaces it). */
  decides: z.boolean(),
  /** Signed addresses: the clip, its poster and the frames that decided it (take-off, landing). */
  clipUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  frames: z.array(z.object({ label: z.string(), url: z.string() })),
  createdAt: z.string(),
});
export type StationClip = z.infer<typeof stationClipSchema>;

export const clipUploadInputSchema = z.object({ athleteId: id(), testId: id() }).strict();
export const clipUploadSchema = z.object({ clipId: z.number(), uploadURL: z.string(), expiresAt: z.string() });
export const clipRecordInputSchema = z.object({ fileName: text().min(1).max(255) }).strict();
const clipParams = z.object({ id: id(), clipId: id() }).strict();

export const stationResultSchema = z.object({
  testId: z.number(),
  attempts: z.array(z.number()),
  value: z.number(),
  measured: z.boolean(),
});
export const stationAthleteSchema = z.object({
  athleteId: z.number(),
  name: z.string(),
  ageGroup: z.enum(TEST_AGE_GROUPS).nullable(),
  checkedIn: z.boolean(),
  results: z.array(stationResultSchema),
  /** Clips filmed for the day's video tests, oldest first (each one an attempt). */
  clips: z.array(stationClipSchema),
});
/** A sprint test's lines on this day (null until marked on a clip's frame). */
export const stationSetupSchema = z.object({ testId: z.number(), setup: sprintSetupSchema.nullable() });
export const stationSchema = z.object({
  day: testDaySummarySchema,
  sprintSetups: z.array(stationSetupSchema),
  athletes: z.array(stationAthleteSchema),
});
export type Station = z.infer<typeof stationSchema>;
export type StationAthlete = z.infer<typeof stationAthleteSchema>;

export const resultInputSchema = z
  .object({
    athleteId: id(),
    testId: id(),
    attempts: z
      .array(testValue())
      .min(1, M.noAttempts)
      .max(TEST_LIMITS.attempts, msg('testDays.tooManyAttempts', { n: TEST_LIMITS.attempts })),
  })
  .strict();

/** A change between an athlete's last two results, judged against the smallest worthwhile change. */
export const CHANGE_VERDICTS = ['better', 'worse', 'noise'] as const;
export type ChangeVerdict = (typeof CHANGE_VERDICTS)[number];

export const resultPointSchema = z.object({ testedOn: z.string(), value: z.number(), measured: z.boolean() });
export const myTestSchema = z.object({
  test: testSchema,
  latest: resultPointSchema,
  /** The latest result's clip when it was measured from one (signed, for an hour). */
  clipUrl: z.string().nullable(),
  /** With advanced analytics only (null otherwise). */
  analytics: z
    .object({
      history: z.array(resultPointSchema),
      /** The latest against the one before it; null with a single result. */
      change: z.object({ value: z.number(), verdict: z.enum(CHANGE_VERDICTS).nullable() }).nullable(),
      /** The smallest worthwhile change in the test's unit; null until enough athletes have results. */
      swc: z.number().nullable(),
      ageGroup: z.enum(TEST_AGE_GROUPS).nullable(),
      sex: z.enum(TEST_SEXES).nullable(),
      /** Percentile in the age group and sex (0-100); null with fewer than normsMinimum athletes (then `groupSize` says how many). */
      percentile: z.number().nullable(),
      groupSize: z.number(),
    })
    .nullable(),
});
export type MyTest = z.infer<typeof myTestSchema>;
export const myResultsSchema = z.object({
  athleteId: z.number(),
  /** Whether this athlete's plan (or a linked parent's) includes advanced analytics. */
  analytics: z.boolean(),
  tests: z.array(myTestSchema),
  settings: z.object({
    sex: z.enum(TEST_SEXES).nullable(),
    leaderboardOptOut: z.boolean(),
    showOnProfile: z.boolean(),
    minor: z.boolean(),
    consent: z.boolean(),
  }),
});
export type MyResults = z.infer<typeof myResultsSchema>;

export const settingsInputSchema = z
  .object({
    athleteId: id(),
    sex: z.enum(TEST_SEXES).nullable().optional(),
    leaderboardOptOut: z.boolean().optional(),
    showOnProfile: z.boolean().optional(),
    /** A parent's consent for a minor child to appear on leaderboards. */
    consent: z.boolean().optional(),
  })
  .strict();

export const boardQuerySchema = z
  .object({
    testId: id(),
    ageGroup: z.enum([...TEST_AGE_GROUPS, 'ALL']).default('ALL'),
    sex: z.enum([...TEST_SEXES, 'ALL']).default('ALL'),
    period: z.enum(BOARD_PERIODS).default('year'),
  })
  .strict();
export const boardSchema = z.object({
  test: testSchema,
  entries: z.array(z.object({ place: z.number(), name: z.string(), value: z.number(), testedOn: z.string(), you: z.boolean() })),
  /** The reader's (or their children's) own place when not in the top rows. */
  yours: z.array(z.object({ place: z.number(), name: z.string(), value: z.number(), testedOn: z.string(), you: z.boolean() })),
  total: z.number(),
});
export type Board = z.infer<typeof boardSchema>;

/** A verified measurable on a public profile: the athlete's best result of a test, taken at the facility. */
export const measurableSchema = z.object({
  test: testSchema,
  value: z.number(),
  testedOn: z.string(),
  measured: z.boolean(),
  /** A measured result's clip (signed, for an hour). */
  clipUrl: z.string().nullable(),
});
export type Measurable = z.infer<typeof measurableSchema>;

const tags = ['test-days'];
const athleteQuery = z.object({ athleteId: id().optional() }).strict();

export const testDaysApi = {
  // Staff: tests, test days, the station.
  staffTests: endpoint({ method: 'GET', path: '/api/staff/tests', response: z.array(testSchema), access: 'staff', tags }),
  staffCreateTest: endpoint({ method: 'POST', path: '/api/staff/tests', body: testInputSchema, response: testSchema, status: 201, access: 'staff', tags }),
  staffUpdateTest: endpoint({
    method: 'PATCH',
    path: '/api/staff/tests/:id',
    params: idParams,
    body: testUpdateSchema,
    response: testSchema,
    access: 'staff',
    tags,
  }),
  staffDays: endpoint({ method: 'GET', path: '/api/staff/test-days', response: z.array(testDaySummarySchema), access: 'staff', tags }),
  staffSetDayTests: endpoint({
    method: 'PUT',
    path: '/api/staff/test-days/:id/tests',
    params: idParams,
    body: dayTestsInputSchema,
    response: testDaySummarySchema,
    access: 'staff',
    tags,
  }),
  staffStation: endpoint({ method: 'GET', path: '/api/staff/test-days/:id', params: idParams, response: stationSchema, access: 'staff', tags }),
  staffClipUpload: endpoint({
    method: 'POST',
    path: '/api/staff/test-days/:id/clips',
    params: idParams,
    body: clipUploadInputSchema,
    response: clipUploadSchema,
    status: 201,
    access: 'staff',
    tags,
  }),
  staffClipRecord: endpoint({
    method: 'POST',
    path: '/api/staff/test-days/:id/clips/:clipId/recorded',
    params: clipParams,
    body: clipRecordInputSchema,
    response: stationAthleteSchema,
    access: 'staff',
    tags,
  }),
  staffSprintSetup: endpoint({
    method: 'PUT',
    path: '/api/staff/test-days/:id/tests/:testId/sprint-setup',
    params: z.object({ id: id(), testId: id() }).strict(),
    body: sprintSetupSchema,
    response: stationSchema,
    access: 'staff',
    tags,
  }),
  staffClipRemove: endpoint({
    method: 'DELETE',
    path: '/api/staff/test-days/:id/clips/:clipId',
    params: clipParams,
    response: stationAthleteSchema,
    access: 'staff',
    tags,
  }),
  staffRecord: endpoint({
    method: 'PUT',
    path: '/api/staff/test-days/:id/results',
    params: idParams,
    body: resultInputSchema,
    response: stationAthleteSchema,
    access: 'staff',
    tags,
  }),
  // Members: their results (or a child's), settings, leaderboards.
  tests: endpoint({ method: 'GET', path: '/api/tests', response: z.array(testSchema), access: 'user', tags }),
  myResults: endpoint({ method: 'GET', path: '/api/test-results', query: athleteQuery, response: myResultsSchema, access: 'user', tags }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/test-results/settings',
    body: settingsInputSchema,
    response: myResultsSchema.shape.settings,
    access: 'user',
    tags,
  }),
  board: endpoint({ method: 'GET', path: '/api/leaderboards', query: boardQuerySchema, response: boardSchema, access: 'user', tags }),
  // Everyone: a public profile's verified measurables, when its athlete chose to show them.
  measurables: endpoint({
    method: 'GET',
    path: '/api/profiles/:slug/measurables',
    params: z.object({ slug: text().max(80) }),
    response: z.array(measurableSchema),
    tags,
  }),
};
