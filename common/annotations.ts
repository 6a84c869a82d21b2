import { z } from 'zod';
import { mediaIdParamsSchema } from './analysis.ts';
import { endpoint } from './endpoint.ts';
import { id } from './input.ts';
import { msg } from './messages/index.ts';

/** Issue 19: coaches' drawings and notes on a clip (formerly in common/review.ts). */

export const ANNOTATION_KINDS = ['line', 'arrow', 'circle', 'angle', 'freehand', 'text'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

/** The drawing colours (each readable on video, with a name for screen readers). */
export const ANNOTATION_COLORS = { '#facc15': 'Yellow', '#ef4444': 'Red', '#22d3ee': 'Cyan', '#4ade80': 'Green', '#ffffff': 'White' } as const;
export type AnnotationColor = keyof typeof ANNOTATION_COLORS;
const colorSchema = z.enum(Object.keys(ANNOTATION_COLORS) as [AnnotationColor, ...AnnotationColor[]], { error: msg('annotations.chooseColour') });

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
  kind: z.enum(ANNOTATION_KINDS, { error: msg('annotations.chooseTool') }),
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
      ctx.addIssue({
        code: 'custom',
        path: ['points'],
        message: msg('annotations.pointsNeeded', { kind: a.kind, min: need.min, max: need.max }),
      });
    }
    if (a.kind === 'text' && !a.text) ctx.addIssue({ code: 'custom', path: ['text'], message: msg('annotations.writeNote') });
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

const tags = ['annotations'];

/** The annotations feature's endpoints (decision 032): coaches' drawings and notes pinned to moments of a clip. */
export const annotationsApi = {
  /** The clip's drawings and notes in playback order (whoever may see the clip). */
  list: endpoint({ method: 'GET', path: '/api/media/:mediaId/annotations', params: mediaIdParamsSchema, response: annotationListSchema, access: 'user', tags }),
  create: endpoint({
    method: 'POST',
    path: '/api/media/:mediaId/annotations',
    params: mediaIdParamsSchema,
    body: annotationInputSchema,
    response: annotationSchema,
    status: 201,
    roles: ['COACH'],
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/annotations/:id',
    params: annotationIdParamsSchema,
    body: annotationInputSchema,
    response: annotationSchema,
    roles: ['COACH'],
    tags,
  }),
  /** 204: no body (the server sends null, the client reads nothing). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/annotations/:id',
    params: annotationIdParamsSchema,
    response: z.null().optional(),
    status: 204,
    roles: ['COACH'],
    tags,
  }),
};
