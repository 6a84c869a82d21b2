import { z } from 'zod';
import { id } from './input.ts';

/** Issue 19: the video review player, coaches' drawings and notes, side by side, progress. */

export const ANNOTATION_KINDS = ['line', 'arrow', 'circle', 'angle', 'freehand', 'text'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

/** The drawing colours (each readable on video, with a name for screen readers). */
export const ANNOTATION_COLORS = { '#facc15': 'Yellow', '#ef4444': 'Red', '#22d3ee': 'Cyan', '#4ade80': 'Green', '#ffffff': 'White' } as const;
export type AnnotationColor = keyof typeof ANNOTATION_COLORS;
const colorSchema = z.enum(Object.keys(ANNOTATION_COLORS) as [AnnotationColor, ...AnnotationColor[]], { error: 'Please choose one of the drawing colours.' });

/** Points as fractions of the video's width and height (0-1), so drawings fit any display size. */
const pointSchema = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

/** How many points each kind needs (freehand: 2 to 500). */
export const POINTS_NEEDED: Record<AnnotationKind, { min: number; max: number }> = {
  line: { min: 2, max: 2 },
  arrow: { min: 2, max: 2 },
  circle: { min: 2, max: 2 },
  angle: { min: 3, max: 3 },
  freehand: { min: 2, max: 500 },
  text: { min: 1, max: 1 },
};
export const MAX_CLIP_MS = 60 * 60 * 1000;

const annotationFields = z.object({
  kind: z.enum(ANNOTATION_KINDS, { error: 'Please choose a drawing tool.' }),
  color: colorSchema,
  points: z.array(pointSchema).min(1).max(500),
  text: z.string().trim().max(500).nullable().optional(),
  /** The moment of the clip it is pinned to, in milliseconds. */
  atMs: z.number().int().min(0).max(MAX_CLIP_MS),
  /** How long it stays on screen; null shows it for a moment (ANNOTATION_MOMENT_MS). */
  durationMs: z.number().int().min(100).max(MAX_CLIP_MS).nullable().optional(),
});

const withRules = <T extends z.ZodType<z.infer<typeof annotationFields>>>(schema: T) =>
  schema.superRefine((a, ctx) => {
    const need = POINTS_NEEDED[a.kind];
    if (a.points.length < need.min || a.points.length > need.max) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: `${a.kind === 'angle' || a.kind === 'arrow' ? 'An' : 'A'} ${a.kind} needs ${need.min === need.max ? need.min : `${need.min} to ${need.max}`} point${need.max === 1 ? '' : 's'}.` });
    }
    if (a.kind === 'text' && !a.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Please write the note.' });
  });

export const annotationInputSchema = withRules(annotationFields);
export type AnnotationInput = z.infer<typeof annotationInputSchema>;

/** A drawing without a duration stays on screen this long from its moment. */
export const ANNOTATION_MOMENT_MS = 1500;

export const annotationSchema = annotationFields.extend({
  id: z.number().int(),
  mediaId: z.number().int(),
  text: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the viewer wrote it (and so may edit or delete it). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationListSchema = z.array(annotationSchema);
export const annotationIdParamsSchema = z.object({ id: id() });

/** A measure's healthy band (either end may be open) and the reasoning behind it. */
export const bandSchema = z.object({ min: z.number().nullable(), max: z.number().nullable(), source: z.string() });
export type Band = z.infer<typeof bandSchema>;

/**
 * GET /api/ai-feedback/:mediaId/track: every analysed frame's keypoints and measures. Keypoints are
 * integers 0-`scale` of the analysed frame's width and height (-1: not seen); `k[i]` is null when no
 * person was found in frame i, whose time is `t[i]` (ms). `series[j].v[i]` is measure j in frame i.
 */
export const poseTrackSchema = z.object({
  v: z.literal(1),
  model: z.string(),
  joints: z.array(z.string()),
  /** Joint index pairs drawn as bones. */
  bones: z.array(z.tuple([z.number().int(), z.number().int()])),
  width: z.number().int(),
  height: z.number().int(),
  scale: z.number().int(),
  sampleFps: z.number(),
  /** Frames per second of the clip itself (frame stepping), when known. */
  videoFps: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  /** Analysed frames per frame of the clip (e.g. 0.4 = 12 of every 30). */
  framesPerClipFrame: z.number().nullable(),
  t: z.array(z.number().int()),
  k: z.array(z.array(z.number().int()).nullable()),
  series: z.array(
    z.object({ key: z.string(), label: z.string(), unit: z.string(), band: bandSchema.nullable(), v: z.array(z.number().nullable()) }),
  ),
});
export type PoseTrack = z.infer<typeof poseTrackSchema>;

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
