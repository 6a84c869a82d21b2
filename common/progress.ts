import { z } from 'zod';
import { bandSchema } from './analysis.ts';
import { endpoint } from './endpoint.ts';
import { id } from './input.ts';

/** Progress over time (formerly in common/review.ts). */
/** GET /api/progress/athletes: whose progress the viewer may see. */
export const progressAthleteSchema = z.object({ id: z.number().int(), name: z.string(), sport: z.string().nullable() });
export const progressAthleteListSchema = z.array(progressAthleteSchema);
export type ProgressAthlete = z.infer<typeof progressAthleteSchema>;

export const progressMeasureSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  band: bandSchema.nullable(),
  /** Which way is better, from the band (null: neither). */
  better: z.enum(['higher', 'lower']).nullable(),
  points: z.array(z.object({ mediaId: z.number().int(), date: z.string(), name: z.string(), value: z.number() })),
  best: z.number().nullable(),
  latest: z.number(),
  /** Latest minus the first. */
  change: z.number().nullable(),
});
export type ProgressMeasure = z.infer<typeof progressMeasureSchema>;

/** GET /api/progress/:athleteId */
export const progressSchema = z.object({
  athlete: progressAthleteSchema,
  profile: z.string(),
  /** Sessions attended (checked in, or confirmed and past) per week, oldest first, Monday dates. */
  weeks: z.array(z.object({ week: z.string(), sessions: z.number().int() })),
  ratings: z.array(z.object({ date: z.string(), rating: z.number().int(), mediaId: z.number().int(), name: z.string() })),
  measures: z.array(progressMeasureSchema),
  /** The athlete's analysed videos, newest first (for the player and side by side). */
  clips: z.array(
    z.object({
      mediaId: z.number().int(),
      name: z.string(),
      date: z.string(),
      durationSeconds: z.number().nullable(),
      /** The athlete's note on the upload, to tell clips apart (issue 33). */
      note: z.string().nullable().optional(),
    }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;
export const athleteIdParamsSchema = z.object({ athleteId: id() });

const tags = ['progress'];

/** An athlete's progress over time (decision 032), for the athlete, linked parents and coaches. */
export const progressApi = {
  /** Whose progress the viewer may see (self, linked athletes, or every athlete for a coach). */
  athletes: endpoint({ method: 'GET', path: '/api/progress/athletes', response: progressAthleteListSchema, access: 'user', tags }),
  detail: endpoint({ method: 'GET', path: '/api/progress/:athleteId', params: athleteIdParamsSchema, response: progressSchema, access: 'user', tags }),
};
