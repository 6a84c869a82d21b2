import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaUploads } from './media.ts';
import { users } from './users.ts';

/**
 * The keypoints of every analysed frame of a clip and the measures per frame, compactly: one JSON
 * document per upload (quantised coordinates, see common/analysis.ts `poseTrackSchema`), written by
 * the analysis and read by the player. Kept out of ai_feedback so lists of analyses stay small.
 */
export const poseTracks = pgTable('pose_tracks', {
  mediaId: integer('media_id')
    .primaryKey()
    .references(() => mediaUploads.id, { onDelete: 'cascade' }),
  track: jsonb('track').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const annotationKindEnum = pgEnum('annotation_kind', ['line', 'arrow', 'circle', 'angle', 'freehand', 'text']);

/** A coach's drawing or note pinned to a moment (and optionally a duration) of a clip. */
export const annotations = pgTable(
  'annotations',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaUploads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: annotationKindEnum('kind').notNull(),
    color: text('color').notNull(),
    /** Points as fractions (0-1) of the video's width and height. */
    points: jsonb('points').$type<[number, number][]>().notNull(),
    text: text('text'),
    atMs: integer('at_ms').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annotations_media_idx').on(t.mediaId, t.atMs)],
);

export type AnnotationRow = typeof annotations.$inferSelect;
