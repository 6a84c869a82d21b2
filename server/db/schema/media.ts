import { boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const mediaTypeEnum = pgEnum('media_type', ['VIDEO', 'IMAGE']);
export const mediaStatusEnum = pgEnum('media_status', ['PENDING', 'REVIEWED']);

export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    fileType: mediaTypeEnum('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    thumbnailKey: text('thumbnail_key'),
    status: mediaStatusEnum('status').notNull().default('PENDING'),
    isPublic: boolean('is_public').notNull().default(false),
    title: text('title'),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    sport: text('sport'),
    /** Who uploaded it when not the athlete: a parent uploading for their child (issue 29). */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An upload link issued to a user (POST /api/objects/upload): counted against the plan's monthly
 * upload limit from the moment it is issued until it expires unused, and used once when recorded.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    objectKey: text('object_key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_grants_user_idx').on(t.userId, t.expiresAt)],
);

export const coachFeedback = pgTable(
  'coach_feedback',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaUploads.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    feedback: text('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_feedback_media_idx').on(t.mediaId), index('coach_feedback_coach_idx').on(t.coachId)],
);
