import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, partialUpdate, text } from './input.ts';
import { uploadUrlSchema } from './media.ts';
import { msg } from './messages/index.ts';

/**
 * The premium library (issue 30, decision 051, capability `premiumContent` = `hasPremiumContent`):
 * staff publish drill and technique videos and articles by sport, level and skill, with a title and
 * text in English and Spanish. Members whose plan includes premium content watch and read all of
 * it; everyone signed in sees the whole list (a real preview: title, thumbnail, duration, summary)
 * and opens the free items (teasers) in full. Library videos serve as exercise demos in training
 * plans. Progress ("continue watching") is kept per member and item.
 */
export const LIBRARY_KINDS = ['VIDEO', 'ARTICLE'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
export const LIBRARY_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type LibraryLevel = (typeof LIBRARY_LEVELS)[number];
/**
 * What an item trains (issue 34): stored as these English words, shown to people only through the
 * catalogue (web/src/locales/{en,es}/library.json `skills`; a test fails on a value without both).
 * Staff choose one; an item saved before the list keeps its word, shown as written.
 */
export const LIBRARY_SKILLS = [
  'acceleration',
  'agility',
  'balance',
  'ball handling',
  'conditioning',
  'defense',
  'first step',
  'footwork',
  'jumping',
  'landing',
  'mobility',
  'passing',
  'recovery',
  'shooting form',
  'speed',
  'strength',
  'throwing',
  'warm-up',
] as const;
export type LibrarySkill = (typeof LIBRARY_SKILLS)[number];
export const isLibrarySkill = (value: string): value is LibrarySkill => (LIBRARY_SKILLS as readonly string[]).includes(value);

const textFields = {
  title: text().min(2, msg('library.title')).max(120),
  titleEs: text().max(120).nullable().default(null),
  /** The teaser everyone sees: one or two sentences. */
  summary: text().max(300).nullable().default(null),
  summaryEs: text().max(300).nullable().default(null),
  /** The article, or the video's description (plain text, paragraphs separated by blank lines). */
  body: text().max(10_000).nullable().default(null),
  bodyEs: text().max(10_000).nullable().default(null),
};
const itemFields = {
  kind: z.enum(LIBRARY_KINDS),
  ...textFields,
  /** Null: every sport. */
  sport: text().max(40).nullable().default(null),
  level: z.enum(LIBRARY_LEVELS),
  /** What it trains: one of LIBRARY_SKILLS ("first step", "shooting form", "landing"). */
  skill: z.enum(LIBRARY_SKILLS, { error: msg('library.skill') }),
  /** A free teaser: open to every member whatever their plan. */
  isFree: z.boolean().default(false),
  /** The uploaded video (POST /api/staff/library/upload first); required for a video. */
  objectKey: text().max(300).nullable().default(null),
  published: z.boolean().default(false),
};
export const libraryInputSchema = z
  .object(itemFields)
  .strict()
  .refine((item) => item.kind !== 'VIDEO' || item.objectKey !== null, { message: msg('library.videoNeeded'), path: ['objectKey'] });
export type LibraryInput = z.input<typeof libraryInputSchema>;
export const libraryUpdateSchema = partialUpdate(
  z
    .object({
      // No defaults here: a field left out of an edit stays as it was.
      title: itemFields.title.optional(),
      titleEs: text().max(120).nullable().optional(),
      summary: text().max(300).nullable().optional(),
      summaryEs: text().max(300).nullable().optional(),
      body: text().max(10_000).nullable().optional(),
      bodyEs: text().max(10_000).nullable().optional(),
      sport: text().max(40).nullable().optional(),
      level: itemFields.level.optional(),
      skill: itemFields.skill.optional(),
      isFree: z.boolean().optional(),
      objectKey: text().max(300).optional(),
      published: z.boolean().optional(),
    })
    .strict(),
);

/** An item in the list: in the reader's language (English when no Spanish was written). */
export const libraryCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  title: z.string(),
  summary: z.string().nullable(),
  sport: z.string().nullable(),
  level: z.enum(LIBRARY_LEVELS),
  skill: z.string(),
  isFree: z.boolean(),
  /** Whether the reader may open it in full. */
  locked: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  /** The reader's progress: seconds watched, and whether finished. */
  progress: z.object({ positionSeconds: z.number(), completed: z.boolean(), updatedAt: z.string() }).nullable(),
  publishedAt: z.string().nullable(),
});
export type LibraryCard = z.infer<typeof libraryCardSchema>;

/** One item opened: the body and the video's signed URL, only when not locked. */
export const libraryItemSchema = libraryCardSchema.extend({
  body: z.string().nullable(),
  videoUrl: z.string().nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const libraryQuerySchema = z
  .object({
    q: text().max(100).optional(),
    sport: text().max(40).optional(),
    level: z.enum(LIBRARY_LEVELS).optional(),
    kind: z.enum(LIBRARY_KINDS).optional(),
    skill: text().max(60).optional(),
    freeOnly: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(48),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const libraryListSchema = z.object({
  items: z.array(libraryCardSchema),
  total: z.number().int(),
  /** Started and not finished, newest first (at most 6). */
  continueWatching: z.array(libraryCardSchema),
  /** Whether the reader's plan includes premium content. */
  included: z.boolean(),
  /** The skills and sports in use, for the filters. */
  skills: z.array(z.string()),
  sports: z.array(z.string()),
});

export const progressInputSchema = z.object({ positionSeconds: z.number().min(0).max(86_400), completed: z.boolean().default(false) }).strict();

/** Staff see every field in both languages. */
export const staffLibraryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  title: z.string(),
  titleEs: z.string().nullable(),
  summary: z.string().nullable(),
  summaryEs: z.string().nullable(),
  body: z.string().nullable(),
  bodyEs: z.string().nullable(),
  sport: z.string().nullable(),
  level: z.enum(LIBRARY_LEVELS),
  skill: z.string(),
  isFree: z.boolean(),
  published: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffLibraryItem = z.infer<typeof staffLibraryItemSchema>;

const tags = ['library'];

export const libraryApi = {
  list: endpoint({ method: 'GET', path: '/api/library', query: libraryQuerySchema, response: libraryListSchema, access: 'user', tags }),
  get: endpoint({ method: 'GET', path: '/api/library/:id', params: idParams, response: libraryItemSchema, access: 'user', tags }),
  progress: endpoint({
    method: 'PUT',
    path: '/api/library/:id/progress',
    params: idParams,
    body: progressInputSchema,
    response: libraryCardSchema,
    access: 'user',
    tags,
  }),
  staffList: endpoint({ method: 'GET', path: '/api/staff/library', response: z.array(staffLibraryItemSchema), access: 'staff', tags }),
  staffUpload: endpoint({ method: 'POST', path: '/api/staff/library/upload', response: uploadUrlSchema, access: 'staff', tags }),
  staffCreate: endpoint({
    method: 'POST',
    path: '/api/staff/library',
    body: libraryInputSchema,
    response: staffLibraryItemSchema,
    status: 201,
    access: 'staff',
    tags,
  }),
  staffUpdate: endpoint({
    method: 'PATCH',
    path: '/api/staff/library/:id',
    params: idParams,
    body: libraryUpdateSchema,
    response: staffLibraryItemSchema,
    access: 'staff',
    tags,
  }),
};
