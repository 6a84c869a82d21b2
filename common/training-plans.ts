import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, isoDate, partialUpdate, text } from './input.ts';
import { refsOf } from './messages/index.ts';

/**
 * Training plans (issue 30, decision 050, capability `trainingPlans` = `hasPersonalizedPlans`):
 * coaches build plans of weeks, days and exercises, keep templates, copy weeks and plans, and
 * assign a plan to athletes from a start date; athletes log each exercise; coaches read compliance,
 * effort and notes and comment on a day; parents read their children's.
 *
 * A plan's content is one document (`weeks`), saved as a new version on every edit. An assignment
 * reads, for each date, the newest version in force on that date: an edit made after assignment
 * applies from the next day in the facility's time zone, and the days before keep what was
 * prescribed then (history).
 */
export const PLAN_LIMITS = {
  weeks: 52,
  /** Days in a plan week: always 7 (day 0 is the start date), rest days have no exercises. */
  daysPerWeek: 7,
  exercisesPerDay: 20,
  sets: 20,
  notes: 2_000,
  name: 120,
  athletesPerAssignment: 200,
} as const;

/** The schemas' messages (common/messages/training-plans.ts, decision 071). */
const M = refsOf('trainingPlans');

/** How an exercise is measured: sets of reps, of seconds, or of meters. */
export const EXERCISE_MEASURES = ['reps', 'time', 'distance'] as const;
export type ExerciseMeasure = (typeof EXERCISE_MEASURES)[number];

const notes = text().max(PLAN_LIMITS.notes, M.notes);
const positive = (max: number) => z.number({ error: M.amount }).positive(M.amount).max(max, M.amount);

/** One prescribed exercise. `id` is stable across versions and copies: logs refer to it. */
export const exerciseSchema = z
  .object({
    id: text().min(1).max(40),
    name: text().min(1, M.exerciseName).max(PLAN_LIMITS.name),
    measure: z.enum(EXERCISE_MEASURES),
    sets: z.number({ error: M.sets }).int(M.sets).min(1, M.sets).max(PLAN_LIMITS.sets, M.sets),
    /** Per set, by `measure`: reps, seconds or meters. */
    amount: positive(100_000),
    /** Free text: "60 kg", "bodyweight", "70% 1RM". */
    load: text().max(60).nullable().default(null),
    restSeconds: z.number().int().min(0).max(3600).nullable().default(null),
    notes: notes.nullable().default(null),
    /** A library video (premium library) shown as the demo. */
    demoItemId: id().nullable().default(null),
    /** "Film this set": the athlete uploads a clip that goes through the analysis and the coach's review queue. */
    film: z.boolean().default(false),
  })
  .strict();
export type Exercise = z.output<typeof exerciseSchema>;
export type ExerciseInput = z.input<typeof exerciseSchema>;

export const planDaySchema = z
  .object({
    title: text().max(PLAN_LIMITS.name).nullable().default(null),
    exercises: z.array(exerciseSchema).max(PLAN_LIMITS.exercisesPerDay, M.tooManyExercises).default([]),
  })
  .strict();
export type PlanDay = z.output<typeof planDaySchema>;

export const planWeekSchema = z.object({ days: z.array(planDaySchema).length(PLAN_LIMITS.daysPerWeek, M.weekLength) }).strict();
export type PlanWeek = z.output<typeof planWeekSchema>;

export const planWeeksSchema = z
  .array(planWeekSchema)
  .min(1, M.noWeeks)
  .max(PLAN_LIMITS.weeks, M.tooManyWeeks)
  .refine((weeks) => {
    const ids = weeks.flatMap((w) => w.days.flatMap((d) => d.exercises.map((e) => e.id)));
    return new Set(ids).size === ids.length;
  }, M.duplicateExercise);

const planFields = {
  title: text().min(2, M.title).max(PLAN_LIMITS.name),
  description: notes.nullable().default(null),
  sport: text().max(40).nullable().default(null),
  isTemplate: z.boolean().default(false),
  weeks: planWeeksSchema,
};
export const planInputSchema = z.object(planFields).strict();
export type PlanInput = z.input<typeof planInputSchema>;
export const planUpdateSchema = partialUpdate(
  z
    .object({
      title: planFields.title.optional(),
      description: planFields.description.optional(),
      sport: planFields.sport.optional(),
      isTemplate: z.boolean().optional(),
      weeks: planWeeksSchema.optional(),
      /** Archived plans leave the coach's list; their assignments and history stay readable. */
      archived: z.boolean().optional(),
    })
    .strict(),
);

/** A plan as its author (and other coaches, staff) see it: the newest version. */
export const planSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  sport: z.string().nullable(),
  isTemplate: z.boolean(),
  archived: z.boolean(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  version: z.number().int(),
  weeks: z.array(planWeekSchema),
  /** Athletes on it now (assignments not ended). */
  activeAssignments: z.number().int(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planSummarySchema = planSchema.omit({ weeks: true }).extend({ weekCount: z.number().int() });
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const copyPlanSchema = z
  .object({
    title: planFields.title.optional(),
    /** Copy as a template (or as a plan from a template). */
    isTemplate: z.boolean().optional(),
  })
  .strict();

/** Copy week `from` (0-based) over week `to`, or append it when `to` equals the number of weeks. */
export const copyWeekSchema = z
  .object({
    from: z
      .number()
      .int()
      .min(0)
      .max(PLAN_LIMITS.weeks - 1),
    to: z.number().int().min(0).max(PLAN_LIMITS.weeks),
  })
  .strict();

export const assignSchema = z
  .object({
    athleteIds: z.array(id()).min(1, M.chooseAthlete).max(PLAN_LIMITS.athletesPerAssignment),
    startDate: isoDate(),
  })
  .strict();
export const assignResultSchema = z.object({ assignmentIds: z.array(z.number().int()), message: z.string() });

/** One logged set: what was actually done. */
export const loggedSetSchema = z
  .object({
    amount: z.number().min(0).max(100_000).nullable().default(null),
    load: text().max(60).nullable().default(null),
  })
  .strict();

export const logInputSchema = z
  .object({
    done: z.boolean(),
    sets: z.array(loggedSetSchema).max(PLAN_LIMITS.sets, M.sets).default([]),
    effort: z.number({ error: M.effort }).int(M.effort).min(1, M.effort).max(10, M.effort).nullable().default(null),
    note: notes.nullable().default(null),
    /** The clip of a "film this" set: one of the athlete's uploads (POST /api/upload-media-from-object-storage first). */
    mediaId: id().nullable().default(null),
  })
  .strict();
export type LogInput = z.input<typeof logInputSchema>;

export const logSchema = z.object({
  exerciseId: z.string(),
  done: z.boolean(),
  sets: z.array(z.object({ amount: z.number().nullable(), load: z.string().nullable() })),
  effort: z.number().int().nullable(),
  note: z.string().nullable(),
  mediaId: z.number().int().nullable(),
  loggedBy: z.object({ id: z.number().int(), name: z.string() }),
  updatedAt: z.string(),
});
export type PlanLog = z.infer<typeof logSchema>;

export const dayCommentSchema = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
  body: z.string(),
  createdAt: z.string(),
});
export const dayCommentInputSchema = z.object({ body: text().min(1, M.comment).max(PLAN_LIMITS.notes, M.notes) }).strict();

/** One calendar day of an assignment: what was prescribed that day (the version in force), and what was logged. */
export const assignedDaySchema = z.object({
  date: z.string(),
  week: z.number().int(),
  /** 0-based day of the plan week (0 is the start date's weekday). */
  dayOfWeek: z.number().int(),
  title: z.string().nullable(),
  exercises: z.array(exerciseSchema),
  logs: z.array(logSchema),
  comments: z.array(dayCommentSchema),
  /** Demo videos by library item id: title and whether the reader may watch it. */
  demos: z.array(z.object({ id: z.number().int(), title: z.string(), locked: z.boolean() })),
});
export type AssignedDay = z.infer<typeof assignedDaySchema>;

export const assignmentSummarySchema = z.object({
  id: z.number().int(),
  plan: z.object({ id: z.number().int(), title: z.string(), sport: z.string().nullable() }),
  athlete: z.object({ id: z.number().int(), name: z.string() }),
  coach: z.object({ id: z.number().int(), name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  ended: z.boolean(),
  /** Share of prescribed work done up to today (0-1), null before the first day. */
  compliance: z.number().nullable(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

/** The athlete's (or a parent's child's) today: every active assignment's day. */
export const todaySchema = z.object({
  date: z.string(),
  /** Whether the athlete's plan includes training plans (a new assignment can be made). */
  included: z.boolean(),
  days: z.array(z.object({ assignment: assignmentSummarySchema, day: assignedDaySchema.nullable() })),
});

export const calendarQuerySchema = z.object({ from: isoDate().optional(), to: isoDate().optional() }).strict();
export const assignmentDetailSchema = z.object({ assignment: assignmentSummarySchema, days: z.array(assignedDaySchema) });

export const dayParamsSchema = z.object({ id: id(), date: isoDate() });
export const logParamsSchema = z.object({ id: id(), date: isoDate(), exerciseId: text().min(1).max(40) });

/** A week of one athlete's compliance: prescribed exercises, done, mean effort. */
export const complianceWeekSchema = z.object({
  week: z.number().int(),
  startDate: z.string(),
  prescribed: z.number().int(),
  done: z.number().int(),
  /** done / prescribed of the days that have come, 0-1; null when nothing was due yet. */
  compliance: z.number().nullable(),
  meanEffort: z.number().nullable(),
  notes: z.number().int(),
});
export const complianceRowSchema = z.object({
  assignment: assignmentSummarySchema,
  weeks: z.array(complianceWeekSchema),
  lastLoggedAt: z.string().nullable(),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

/** An athlete a coach may assign to, with whether their plan includes training plans. */
export const assignableAthleteSchema = z.object({ id: z.number().int(), name: z.string(), included: z.boolean() });

const tags = ['training-plans'];

export const trainingPlansApi = {
  // Coaches (approved; staff read and assign for anyone).
  list: endpoint({
    method: 'GET',
    path: '/api/training-plans',
    query: z.object({ templates: z.enum(['true', 'false']).optional(), archived: z.enum(['true', 'false']).optional() }).strict(),
    response: z.array(planSummarySchema),
    access: 'user',
    tags,
  }),
  get: endpoint({ method: 'GET', path: '/api/training-plans/:id', params: idParams, response: planSchema, access: 'user', tags }),
  create: endpoint({ method: 'POST', path: '/api/training-plans', body: planInputSchema, response: planSchema, status: 201, access: 'user', tags }),
  update: endpoint({ method: 'PATCH', path: '/api/training-plans/:id', params: idParams, body: planUpdateSchema, response: planSchema, access: 'user', tags }),
  copy: endpoint({
    method: 'POST',
    path: '/api/training-plans/:id/copy',
    params: idParams,
    body: copyPlanSchema,
    response: planSchema,
    status: 201,
    access: 'user',
    tags,
  }),
  copyWeek: endpoint({
    method: 'POST',
    path: '/api/training-plans/:id/copy-week',
    params: idParams,
    body: copyWeekSchema,
    response: planSchema,
    access: 'user',
    tags,
  }),
  athletes: endpoint({ method: 'GET', path: '/api/training-plans/athletes', response: z.array(assignableAthleteSchema), access: 'user', tags }),
  assign: endpoint({
    method: 'POST',
    path: '/api/training-plans/:id/assignments',
    params: idParams,
    body: assignSchema,
    response: assignResultSchema,
    status: 201,
    access: 'user',
    tags,
  }),
  endAssignment: endpoint({ method: 'POST', path: '/api/plan-assignments/:id/end', params: idParams, response: assignmentSummarySchema, access: 'user', tags }),
  compliance: endpoint({ method: 'GET', path: '/api/training-plans/compliance', response: z.array(complianceRowSchema), access: 'user', tags }),
  comment: endpoint({
    method: 'POST',
    path: '/api/plan-assignments/:id/days/:date/comments',
    params: dayParamsSchema,
    body: dayCommentInputSchema,
    response: dayCommentSchema,
    status: 201,
    access: 'user',
    tags,
  }),

  // Athletes, their parents, and their coaches.
  today: endpoint({
    method: 'GET',
    path: '/api/my-training/today',
    query: z.object({ athleteId: id().optional() }).strict(),
    response: todaySchema,
    access: 'user',
    tags,
  }),
  assignments: endpoint({
    method: 'GET',
    path: '/api/my-training/assignments',
    query: z.object({ athleteId: id().optional() }).strict(),
    response: z.array(assignmentSummarySchema),
    access: 'user',
    tags,
  }),
  assignment: endpoint({
    method: 'GET',
    path: '/api/plan-assignments/:id',
    params: idParams,
    query: calendarQuerySchema,
    response: assignmentDetailSchema,
    access: 'user',
    tags,
  }),
  assignmentCompliance: endpoint({
    method: 'GET',
    path: '/api/plan-assignments/:id/compliance',
    params: idParams,
    response: complianceRowSchema,
    access: 'user',
    tags,
  }),
  /** Idempotent: the same exercise logged from two devices at once gives one log (the last write). */
  log: endpoint({
    method: 'PUT',
    path: '/api/plan-assignments/:id/days/:date/exercises/:exerciseId/log',
    params: logParamsSchema,
    body: logInputSchema,
    response: logSchema,
    access: 'user',
    tags,
  }),
  /** A plan as a member without the capability sees it: a real sample, read-only. */
  preview: endpoint({
    method: 'GET',
    path: '/api/my-training/preview',
    response: z.object({ included: z.boolean(), plan: planSchema.pick({ title: true, description: true, weeks: true }) }),
    access: 'user',
    tags,
  }),
};
