import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { PoseTrack } from '../../../common/analysis.ts';
import type { Db } from '../../db/client.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { users } from '../../db/schema/users.ts';
import type { JobInfo, JobQueue } from '../../platform/jobs/queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { poseTracks } from '../../db/schema/review.ts';
import { look, type Looked } from './observe.ts';
import { modelVersion } from './pose/model.ts';
import { warmAnalysisThreads } from './pose/threads.ts';
import { buildTrack } from './track.ts';
import { judgedOf } from './bands.ts';
import { READ_URL_SECONDS } from './reads.ts';
import { buildReport, failedFeedback } from './report.ts';
import { profileFor } from './rules.ts';
import type { Profile } from './thresholds.ts';

export const ANALYSIS_QUEUE = 'media-analysis';

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface AnalysisDeps {
  db: Db;
  storage: ObjectStorage;
  queue: JobQueue;
  log: Logger;
  /** The clock (the AppContext's). */
  now: () => Date;
  /** Called when an analysis changes state (running, done, failed, handed back): the web nodes drop their read caches. */
  onChange?: () => void;
}

export type Analyser = (input: string, fileType: 'VIDEO' | 'IMAGE', profile: Profile, onProgress: (pct: number) => Promise<void>) => Promise<Looked>;

/** The analysis feature: queue on upload and the worker's job (the reads behind the API are in reads.ts). */
/** How often a running analysis writes its heartbeat, and after how long without one its worker counts as gone. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_STALE_MS = 60_000;

export class Analysis {
  /** The pose pipeline (tests may wrap it, e.g. to fail once). */
  analyse: Analyser = look;

  constructor(private readonly deps: AnalysisDeps) {}

  /** Called when a media record is created: a QUEUED row, then a durable job. */
  async enqueue(mediaId: number): Promise<void> {
    const { db } = this.deps;
    const [media] = await db.select({ fileType: mediaUploads.fileType }).from(mediaUploads).where(eq(mediaUploads.id, mediaId));
    if (!media) return;
    await db
      .insert(aiFeedback)
      .values({ mediaId, analysisType: media.fileType === 'VIDEO' ? 'VIDEO_ANALYSIS' : 'IMAGE_ANALYSIS' })
      .onConflictDoNothing();
    try {
      const jobId = await this.deps.queue.send(ANALYSIS_QUEUE, { mediaId });
      await db.update(aiFeedback).set({ jobId }).where(eq(aiFeedback.mediaId, mediaId));
    } catch (err) {
      // The upload stands; requeueStranded() queues it later.
      this.deps.log.error({ err, mediaId }, 'queueing the analysis failed');
    }
  }

  /**
   * Worker start-up sweep: queues again the analyses whose job could not be sent (older than a
   * minute), and closes those whose job ended without a result (its last try expired with a worker
   * that died), so no analysis shows "queued" forever.
   */
  async requeueStranded(): Promise<number> {
    const { db, queue } = this.deps;
    const unsent = await db
      .select({ mediaId: aiFeedback.mediaId })
      .from(aiFeedback)
      .where(and(eq(aiFeedback.status, 'QUEUED'), isNull(aiFeedback.jobId), lt(aiFeedback.createdAt, new Date(this.deps.now().getTime() - 60_000))));
    for (const r of unsent) await this.enqueue(r.mediaId);
    const open = await db
      .select({ mediaId: aiFeedback.mediaId, jobId: aiFeedback.jobId, attempts: aiFeedback.attempts })
      .from(aiFeedback)
      .where(
        and(
          inArray(aiFeedback.status, ['QUEUED', 'RUNNING']),
          isNotNull(aiFeedback.jobId),
          lt(aiFeedback.createdAt, new Date(this.deps.now().getTime() - 60_000)),
        ),
      );
    for (const r of open) {
      const state = await queue.state(ANALYSIS_QUEUE, r.jobId!);
      if (state === null || state === 'failed' || state === 'cancelled' || state === 'completed') {
        await db
          .update(aiFeedback)
          .set(failedResult(Math.max(1, r.attempts), 'the job ended without a result', this.deps.now()))
          .where(eq(aiFeedback.mediaId, r.mediaId));
      }
    }
    return unsent.length;
  }

  /**
   * Analyses whose worker died mid-run (killed, out of memory, the machine gone) stop writing their
   * heartbeat; after HEARTBEAT_STALE_MS their job is failed so the queue tries it again after its
   * backoff (30 s), instead of waiting for the job's 15-minute expiry. Answers how many.
   */
  async retryAbandoned(now = this.deps.now().getTime()): Promise<number> {
    const { db, queue } = this.deps;
    const stale = await db
      .select({ mediaId: aiFeedback.mediaId, jobId: aiFeedback.jobId, attempts: aiFeedback.attempts })
      .from(aiFeedback)
      .where(and(eq(aiFeedback.status, 'RUNNING'), isNotNull(aiFeedback.jobId), lt(aiFeedback.heartbeatAt, new Date(now - HEARTBEAT_STALE_MS))));
    for (const r of stale) {
      await queue.fail(ANALYSIS_QUEUE, r.jobId!, 'the worker stopped during the analysis');
      const state = await queue.state(ANALYSIS_QUEUE, r.jobId!);
      await db
        .update(aiFeedback)
        .set(
          state === 'retry' || state === 'created'
            ? { status: 'QUEUED', progress: 0, heartbeatAt: null, error: 'The worker stopped during the analysis; it is being tried again.' }
            : failedResult(Math.max(1, r.attempts), 'the worker stopped during the analysis', this.deps.now()),
        )
        .where(and(eq(aiFeedback.mediaId, r.mediaId), eq(aiFeedback.status, 'RUNNING')));
      this.deps.log.error({ mediaId: r.mediaId, jobId: r.jobId, state }, 'an analysis whose worker stopped was handed back to the queue');
    }
    if (stale.length > 0) this.deps.onChange?.();
    return stale.length;
  }

  /** Runs the next queued analysis, if any (tests drive the queue with it). */
  processNext(): Promise<boolean> {
    return this.deps.queue.processNext<{ mediaId: number }>(ANALYSIS_QUEUE, (data, job) => this.run(data.mediaId, job));
  }

  /** The in-process or stand-alone worker: one analysis at a time. */
  async startWorker(): Promise<void> {
    // Load tfjs and the models in the analysis threads now (about 1.5 s of CPU each; the photos'
    // heavy model in the first thread only), not in the first upload's analysis.
    warmAnalysisThreads(['blazepose', 'movenet'], ['blazepose-heavy']);
    await this.requeueStranded().catch((err: unknown) => this.deps.log.error({ err }, 'requeueing analyses failed'));
    await this.deps.queue.work<{ mediaId: number }>(ANALYSIS_QUEUE, (data, job) => this.run(data.mediaId, job));
    // Any worker looks for analyses another worker abandoned (their heartbeat stopped). Started
    // once the worker is (a start that failed is tried again, and must not leave a second sweep).
    const sweep = setInterval(
      () => void this.retryAbandoned().catch((err: unknown) => this.deps.log.error({ err }, 'looking for abandoned analyses failed')),
      HEARTBEAT_MS,
    );
    sweep.unref();
  }

  /** The job: analyse one upload and store the result. A throw is retried with backoff; the last one is recorded. */
  async run(mediaId: number, job: JobInfo = { id: 'direct', retryCount: 0, lastAttempt: true }): Promise<void> {
    const { db, storage, log } = this.deps;
    const [row] = await db
      .select({ media: mediaUploads, userSport: users.sport, status: aiFeedback.status })
      .from(mediaUploads)
      .innerJoin(users, eq(users.id, mediaUploads.userId))
      .leftJoin(aiFeedback, eq(aiFeedback.mediaId, mediaUploads.id))
      .where(eq(mediaUploads.id, mediaId));
    if (!row || row.status === 'DONE') return; // deleted meanwhile, or already analysed
    const { media } = row;
    const analysisType = media.fileType === 'VIDEO' ? 'VIDEO_ANALYSIS' : 'IMAGE_ANALYSIS';
    if (!row.status) await db.insert(aiFeedback).values({ mediaId, analysisType }).onConflictDoNothing();
    const attempt = job.retryCount + 1;
    await db
      .update(aiFeedback)
      .set({ status: 'RUNNING', progress: 0, attempts: attempt, error: null, heartbeatAt: this.deps.now() })
      .where(eq(aiFeedback.mediaId, mediaId));
    this.deps.onChange?.();
    const started = performance.now();
    // The heartbeat: while this process lives and works on the analysis, the row says so.
    const heartbeat = setInterval(
      () =>
        void db
          .update(aiFeedback)
          .set({ heartbeatAt: this.deps.now() })
          .where(and(eq(aiFeedback.mediaId, mediaId), eq(aiFeedback.status, 'RUNNING')))
          .catch(() => {}),
      HEARTBEAT_MS,
    );
    heartbeat.unref();
    const profile = profileFor(media.sport, row.userSport);
    try {
      const input = await storage.localInput(media.storageKey, READ_URL_SECONDS);
      const looked = await this.analyse(input, media.fileType, profile, async (progress) => {
        await db.update(aiFeedback).set({ progress }).where(eq(aiFeedback.mediaId, mediaId));
      });
      const report = buildReport(looked.observation, profile);
      let overlayKey: string | null = null;
      if (looked.overlay) {
        overlayKey = `analysis/${media.userId}/${crypto.randomBytes(18).toString('base64url')}.jpg`;
        await storage.put(overlayKey, looked.overlay, 'image/jpeg');
      }
      const judged = judgedOf(report.measures, media.fileType === 'VIDEO');
      const track = looked.track && looked.track.frames.length ? buildTrack(looked.track, judged) : null;
      const measures = track ? { ...report.measures, analysedFrames: analysedFrames(track) } : report.measures;
      const processingTime = Math.round(performance.now() - started);
      await db.transaction(async (tx) => {
        if (track) {
          await tx
            .insert(poseTracks)
            .values({ mediaId, track })
            .onConflictDoUpdate({ target: poseTracks.mediaId, set: { track, createdAt: this.deps.now() } });
        }
        await tx
          .update(aiFeedback)
          .set({
            status: 'DONE',
            progress: 100,
            analysisType,
            confidence: report.confidence,
            processingTime,
            feedback: report.feedback,
            strengths: report.strengths,
            improvements: report.improvements,
            recommendations: report.recommendations,
            translations: report.translations,
            tags: report.tags,
            modelVersion: modelVersion(looked.observation.model),
            measures,
            overlayKey,
            completedAt: this.deps.now(),
          })
          .where(eq(aiFeedback.mediaId, mediaId));
      });
      this.deps.onChange?.();
      log.info({ mediaId, processingTime, confidence: report.confidence, model: looked.observation.model }, 'media analysed');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.error({ err, mediaId, attempt }, 'media analysis failed');
      await db
        .update(aiFeedback)
        .set(
          job.lastAttempt
            ? { ...failedResult(attempt, message, this.deps.now()), processingTime: Math.round(performance.now() - started) }
            : { status: 'QUEUED', progress: 0, error: message.slice(0, 1000) },
        )
        .where(eq(aiFeedback.mediaId, mediaId));
      this.deps.onChange?.();
      throw err;
    } finally {
      clearInterval(heartbeat);
    }
  }
}

/** Which frames of the clip were analysed: from, to, how often, and how many per frame of the clip. */
function analysedFrames(track: PoseTrack) {
  const first = track.t[0] ?? 0;
  const last = track.t[track.t.length - 1] ?? 0;
  return {
    count: track.t.length,
    fromSeconds: first / 1000,
    toSeconds: last / 1000,
    everySeconds: Math.round((1 / track.sampleFps) * 1000) / 1000,
    framesPerClipFrame: track.framesPerClipFrame,
  };
}

/** The honest record of an analysis that could not be done. */
function failedResult(attempts: number, error: string, now: Date) {
  const feedback = failedFeedback(attempts);
  return {
    status: 'FAILED' as const,
    progress: 100,
    error: error.slice(0, 1000),
    confidence: 0,
    feedback: feedback.en,
    translations: { es: { feedback: feedback.es } },
    tags: ['analysis-failed'],
    completedAt: now,
  };
}
