import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, text } from './input.ts';
import { msg } from './messages/index.ts';

export const MAX_UPLOAD_BYTES = 104857600;
export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;

export const coachFeedbackItemSchema = z.object({
  id: z.number().int(),
  /** The coach who wrote it (issue 33: that coach may edit it). */
  coachId: z.number().int(),
  rating: z.number().int().nullable(),
  feedback: z.string(),
  createdAt: z.string(),
  coach: z.object({ name: z.string(), imageUrl: z.string().nullable() }),
});
export type CoachFeedbackItem = z.infer<typeof coachFeedbackItemSchema>;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** A signed, expiring URL that streams the file (range requests supported). */
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  fileType: z.enum(['VIDEO', 'IMAGE']),
  mimeType: z.string(),
  originalName: z.string(),
  fileSize: z.number().int(),
  durationSeconds: z.number().nullable(),
  status: z.enum(['PENDING', 'REVIEWED']),
  isPublic: z.boolean(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  sport: z.string().nullable(),
  createdAt: z.string(),
  feedback: z.array(coachFeedbackItemSchema),
  /** The athlete whose upload it is (coach and parent views). */
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).optional(),
  /** Who uploaded it when not the athlete: their parent (decision 047). */
  uploadedBy: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), role: z.enum(['ATHLETE', 'COACH', 'PARENT']) })
    .nullable()
    .optional(),
  /**
   * On the member's own list only: pending, and the plan that pays for its review (the reader's
   * own, their child's `athlete`, or the parent's who uploaded it `parent`, named by first name)
   * has used this month's coach reviews: coaches cannot review it before `resetsOn`.
   */
  reviewWait: z
    .object({ whose: z.enum(['you', 'athlete', 'parent']), name: z.string(), planName: z.string(), limit: z.number().int(), resetsOn: z.string() })
    .nullable()
    .optional(),
  /** Issue 30: a clip filmed for a training plan's "film this" set (coach queue). */
  planContext: z.object({ assignmentId: z.number().int(), planTitle: z.string(), exerciseName: z.string(), date: z.string() }).nullable().optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const uploadUrlSchema = z.object({ uploadURL: z.string(), objectKey: z.string(), expiresAt: z.string() });
/** Whose upload it is: a parent names one of their athletes (required); an athlete only themselves (decision 047). */
export const uploadForSchema = z.object({ athleteId: id().optional() });

export const recordUploadSchema = z.object({
  fileUrl: text().min(1, msg('media.missingObject')).max(2000),
  fileName: text().min(1).max(255),
  description: text().max(2000).optional().or(z.literal('')),
  sport: text().max(60).optional().or(z.literal('')),
  /** The athlete the upload link was asked for (checked against it). */
  athleteId: id()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** POST /api/upload-media-from-object-storage's answer (201): the new media record. */
export const recordedUploadSchema = z.object({ id: z.number().int() });
/** POST /api/media-upload's answer (201): the stored picture's key, for PUT /api/user/profile, and its address. */
export const uploadedPictureSchema = z.object({ filename: z.string(), url: z.string() });
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;

export const visibilitySchema = z.object({
  isPublic: z.boolean(),
  title: text().max(120).optional().nullable(),
  description: text().max(2000).optional().nullable(),
  tags: z.array(text().min(1).max(40)).max(20).optional(),
});

/** Part 2, section 4: 0.8 or more green, 0.6 or more yellow, otherwise orange. */
export const confidenceBand = (c: number) => (c >= 0.8 ? 'green' : c >= 0.6 ? 'yellow' : 'orange');
export const confidencePercent = (c: number) => `${Math.round(c * 100)}%`;
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const tags = ['media'];

/** The public address of a stored profile picture (`profiles/<user>/<name>.webp`): mediaApi.picture. */
export const publicFileUrl = (key: string) => `/api/public-files/${key}`;

/** The media feature's endpoints (decisions 032 and 072). */
export const mediaApi = {
  /** Records an upload PUT to storage (multipart form fields, or JSON): checks the stored file, creates the media record, queues its analysis. */
  record: endpoint({
    method: 'POST',
    path: '/api/upload-media-from-object-storage',
    body: recordUploadSchema,
    multipart: {},
    response: recordedUploadSchema,
    status: 201,
    access: 'user',
    tags,
  }),
  /** Stores a profile picture (multipart: the image in `media`, `type: 'profile'`); answers its key for PUT /api/user/profile. */
  picture: endpoint({
    method: 'POST',
    path: '/api/media-upload',
    body: z.object({ type: z.string().optional() }),
    multipart: { file: { field: 'media', maxBytes: MAX_PROFILE_PICTURE_BYTES, tooLarge: msg('media.pictureTooLarge') } },
    response: uploadedPictureSchema,
    status: 201,
    access: 'user',
    tags,
  }),
  /** A stored profile picture (public: avatars, public profiles): a redirect to its signed address, cached. */
  publicPicture: endpoint({ method: 'GET', path: '/api/public-files/profiles/*', params: z.object({ '*': z.string() }), redirect: true }),
  /** A signed URL to PUT one file to (local disk: a relative /files/upload/... path). */
  uploadUrl: endpoint({ method: 'POST', path: '/api/objects/upload', query: uploadForSchema, response: uploadUrlSchema, access: 'user', tags }),
  /** The signed-in member's uploads with coach feedback, newest first; a parent's: their linked athletes' uploads. */
  mine: endpoint({ method: 'GET', path: '/api/my-media', response: z.array(mediaItemSchema), access: 'user', tags }),
  /** The same list under its older name. */
  userMedia: endpoint({ method: 'GET', path: '/api/user-media', response: z.array(mediaItemSchema), access: 'user', tags }),
  /** One upload with its signed file URL (its owner, coaches and linked parents; public ones to anyone). */
  get: endpoint({ method: 'GET', path: '/api/media/:id', params: idParams, response: mediaItemSchema, tags }),
  /** Public (with title, description, tags) or private. */
  visibility: endpoint({
    method: 'PATCH',
    path: '/api/media/:id/visibility',
    params: idParams,
    body: visibilitySchema,
    response: mediaItemSchema,
    access: 'user',
    tags,
  }),
};
