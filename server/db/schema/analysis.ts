import { doublePrecision, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalysisTranslations } from '../../../common/analysis.ts';
import { mediaUploads } from './media.ts';

export const analysisStatusEnum = pgEnum('analysis_status', ['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export const analysisTypeEnum = pgEnum('analysis_type', ['VIDEO_ANALYSIS', 'IMAGE_ANALYSIS']);

/** The pose-estimation analysis of one upload (part 2, section 3: AI feedback), one per media. */
export const aiFeedback = pgTable(
  'ai_feedback',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .unique()
      .references(() => mediaUploads.id, { onDelete: 'cascade' }),
    status: analysisStatusEnum('status').notNull().default('QUEUED'),
    /** 0-100 while running. */
    progress: integer('progress').notNull().default(0),
    analysisType: analysisTypeEnum('analysis_type').notNull(),
    /** 0-1, from keypoint scores and the share of frames with a detected person. */
    confidence: doublePrecision('confidence'),
    /** Measured milliseconds of the analysis itself. */
    processingTime: integer('processing_time'),
    feedback: text('feedback'),
    strengths: jsonb('strengths').$type<string[]>().notNull().default([]),
    improvements: jsonb('improvements').$type<string[]>().notNull().default([]),
    recommendations: jsonb('recommendations').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The same texts in Spanish ({ es: { feedback, strengths, ... } }), written with them (issue 20); null on older rows, which are served in English. */
    translations: jsonb('translations').$type<AnalysisTranslations>(),
    modelVersion: text('model_version'),
    measures: jsonb('measures').$type<Record<string, unknown>>(),
    /** Skeleton overlay of the key frame (JPEG) in object storage. */
    overlayKey: text('overlay_key'),
    /** The queue's job id; null until queued (a sweep re-queues those left without one). */
    jobId: text('job_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Written by the worker every 15 s while the analysis runs; a stale one means the worker died (issue 17). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('ai_feedback_status_idx').on(t.status)],
);

export type AiFeedbackRow = typeof aiFeedback.$inferSelect;
