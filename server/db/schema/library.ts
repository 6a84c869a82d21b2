import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LibraryKind, LibraryLevel } from '../../../common/library.ts';
import { users } from './users.ts';

/** A drill or technique video, or an article, that staff publish in the premium library (issue 30, decision 051). */
export const libraryItems = pgTable(
  'library_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<LibraryKind>().notNull(),
    title: text('title').notNull(),
    titleEs: text('title_es'),
    summary: text('summary'),
    summaryEs: text('summary_es'),
    body: text('body'),
    bodyEs: text('body_es'),
    sport: text('sport'),
    level: text('level').$type<LibraryLevel>().notNull(),
    skill: text('skill').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    /** The video in object storage, its poster frame and length (probed when recorded). */
    storageKey: text('storage_key').unique(),
    thumbnailKey: text('thumbnail_key'),
    durationSeconds: doublePrecision('duration_seconds'),
    mimeType: text('mime_type'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_items_published_idx').on(t.publishedAt), index('library_items_filter_idx').on(t.sport, t.level)],
);

/** How far a member got in one item ("continue watching"). */
export const libraryProgress = pgTable(
  'library_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('library_progress_user_idx').on(t.userId, t.updatedAt)],
);
