/**
 * Results measured from a clip at the station (issue 31, decision 055). Staff film an athlete's
 * countermovement jump (or choose a clip) for a test measured from video: each clip is one attempt.
 *  1. `clipUploadUrl`: a clip row (UPLOADING) and a signed URL to PUT the file to, refused once the
 *     athlete has as many clips as the test has attempts;
 *  2. `recordClip`: the file is there, within 100 MB and a video by its content; a poster; QUEUED,
 *     and a durable job on the `test-measure` queue;
 *  3. the job (`TestMeasure.run`, on the analysis worker): the jump's height from its flight time at
 *     the clip's own frame timestamps, the take-off and landing frames stored as JPEG evidence, and
 *     the athlete's result rebuilt from their measured clips (best or mean), with an audit entry.
 * Typed attempts still replace a measured result (station.ts); a clip measured later, or removing
 * one, rebuilds it from the clips.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray, lt, ne, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../common/media.ts';
import {
  type ClipFailure,
  type ClipMeasure,
  type clipRecordInputSchema,
  type clipUploadInputSchema,
  type SprintSetup,
  type StationClip,
  type TestEvidence,
  type TestUnit,
} from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { testClips, testDayTests, testResults, type measurementTests } from '../../db/schema/test-days.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { JobInfo, JobQueue } from '../../platform/jobs/queue.ts';
import { sniffMedia } from '../../platform/storage/sniff.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { makePoster } from '../media/thumbnails.ts';
import { probeVideo } from '../analysis/pose/frames.ts';
import { frameJpeg, measureJump } from './measure/jump.ts';
import { measureSprint, type Line } from './measure/sprint.ts';
import { resultOf } from './stats.ts';
import { testById } from './tests.ts';
import { msg } from '../../../common/messages/index.ts';

export const TEST_MEASURE_QUEUE = 'test-measure';
const UPLOAD_URL_SECONDS = 30 * 60;
const READ_URL_SECONDS = 3600;

export interface ClipDeps {
  db: Db;
  storage: ObjectStorage;
  queue: JobQueue;
  /** The clock (the AppContext's). */
  now: () => Date;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** A clip changed state: the web nodes drop their read caches. */
  onChange?: () => void;
}

type TestRow = typeof measurementTests.$inferSelect;
type ClipRow = typeof testClips.$inferSelect;

const randomPart = () => crypto.randomBytes(18).toString('base64url');
/** A measure is kept to a millimetre or a hundredth of a second: a clip cannot tell more (its bound is a frame). */
const roundIn = (unit: TestUnit, v: number) => (unit === 's' ? Math.round(v * 100) / 100 : Math.round(v * 10) / 10);
const VIDEO_METHODS = ['VIDEO_JUMP', 'VIDEO_SPRINT'];

/** One writer per test day at a time: results, clips and the day's tests change one after the other. */
export async function lockDay(tx: Tx, sessionId: number): Promise<{ date: string }> {
  const [s] = await tx.select({ date: trainingSessions.date }).from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
  if (!s) throw notFound(msg('testDays.dayNotFound'));
  return s;
}

/** The checks every clip write makes: a video test of this day, an athlete booked on it. */
async function assertClipTarget(tx: Tx, sessionId: number, athleteId: number, testId: number): Promise<TestRow> {
  const test = await testById(tx, testId);
  const [onDay] = await tx
    .select({ id: testDayTests.testId })
    .from(testDayTests)
    .where(and(eq(testDayTests.sessionId, sessionId), eq(testDayTests.testId, testId)));
  if (!onDay) throw badRequest(msg('testDays.notOnDay'));
  if (!VIDEO_METHODS.includes(test.method)) throw badRequest(msg('testDays.notVideoTest'));
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.athleteId, athleteId), eq(bookings.status, 'CONFIRMED')));
  if (!booked) throw badRequest(msg('testDays.notBooked'));
  return test;
}

/** Step 1: a clip row and where to PUT its file. A clip not recorded within the link's life stops counting. */
export async function clipUploadUrl(deps: ClipDeps, staff: User, sessionId: number, input: z.output<typeof clipUploadInputSchema>, now = deps.now()) {
  const key = `tests/uploads/${sessionId}/${randomPart()}`;
  const clip = await deps.db.transaction(async (tx) => {
    await lockDay(tx, sessionId);
    const test = await assertClipTarget(tx, sessionId, input.athleteId, input.testId);
    const stale = new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(testClips)
      .where(
        and(
          eq(testClips.sessionId, sessionId),
          eq(testClips.athleteId, input.athleteId),
          eq(testClips.testId, input.testId),
          ne(testClips.status, 'FAILED'),
          not(and(eq(testClips.status, 'UPLOADING'), lt(testClips.createdAt, stale))!),
        ),
      )) as [{ n: number }];
    if (n >= test.attempts) throw conflict(msg('testDays.tooManyAttempts', { n: test.attempts }));
    const [row] = await tx
      .insert(testClips)
      .values({ sessionId, athleteId: input.athleteId, testId: input.testId, storageKey: key, createdBy: staff.id })
      .returning({ id: testClips.id });
    return row!;
  });
  const uploadURL = await deps.storage.createUploadUrl(key, { maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: UPLOAD_URL_SECONDS });
  return { clipId: clip.id, uploadURL, expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString() };
}

async function clipOf(db: Db | Tx, sessionId: number, clipId: number): Promise<ClipRow> {
  const [clip] = await db
    .select()
    .from(testClips)
    .where(and(eq(testClips.id, clipId), eq(testClips.sessionId, sessionId)));
  if (!clip) throw notFound(msg('testDays.clipNotFound'));
  return clip;
}

/**
 * Step 2: the uploaded file becomes the clip, and its measuring is queued. Recording a clip again
 * changes nothing (a double tap, a retried request). A file that is not a video is deleted with its
 * row, so it does not count as an attempt.
 */
export async function recordClip(
  deps: ClipDeps,
  staff: User,
  sessionId: number,
  clipId: number,
  input: z.output<typeof clipRecordInputSchema>,
): Promise<number> {
  const { db, storage } = deps;
  const clip = await clipOf(db, sessionId, clipId);
  if (clip.status !== 'UPLOADING') return clip.athleteId;
  let key = clip.storageKey;
  if (storage.seal) {
    // S3: a presigned PUT cannot be revoked, so the clip is moved where no URL was issued (decision 021).
    const sealed = key.replace(/^tests\/uploads\//, 'tests/clips/');
    if (!(await storage.head(key))) {
      // a request that came first sealed it and recorded the clip: nothing more to do
      if ((await clipOf(db, sessionId, clipId)).status !== 'UPLOADING') return clip.athleteId;
      throw new HttpError(404, msg('testDays.clipMissing'));
    }
    await storage.seal(key, sealed);
    key = sealed;
  }
  const head = await storage.head(key);
  if (!head || head.size === 0) throw new HttpError(404, msg('testDays.clipMissing'));
  const kind = head.size > MAX_UPLOAD_BYTES ? null : await sniffMedia(await storage.readStart(key, 64));
  if (!kind || kind.fileType !== 'VIDEO') {
    await storage.delete(key);
    await db.delete(testClips).where(and(eq(testClips.id, clipId), eq(testClips.status, 'UPLOADING')));
    if (head.size > MAX_UPLOAD_BYTES) throw new HttpError(413, msg('testDays.clipTooLarge'));
    throw new HttpError(415, msg('testDays.clipNotVideo'));
  }
  const poster = await makePoster(storage, key, 'VIDEO', `tests/frames/${sessionId}/${randomPart()}.jpg`);
  // a sprint waits for its lines, marked once per test day on a clip's frame
  const needsLines = (await testById(db, clip.testId)).method === 'VIDEO_SPRINT' && !(await sprintSetupOf(db, sessionId, clip.testId));
  const claimed = await db
    .update(testClips)
    .set({
      status: needsLines ? 'NEEDS_LINES' : 'QUEUED',
      storageKey: key,
      thumbnailKey: poster.thumbnailKey,
      originalName: input.fileName.slice(0, 255),
      updatedAt: deps.now(),
    })
    .where(and(eq(testClips.id, clipId), eq(testClips.status, 'UPLOADING')))
    .returning({ id: testClips.id });
  if (claimed.length === 0) return clip.athleteId; // recorded by a request that came first
  await audit(db, staff.id, 'test.clip', 'test_clip', clipId, { sessionId, athleteId: clip.athleteId, testId: clip.testId });
  if (!needsLines) await sendMeasure(deps, clipId);
  deps.onChange?.();
  return clip.athleteId;
}

async function sendMeasure(deps: ClipDeps, clipId: number) {
  try {
    const jobId = await deps.queue.send(TEST_MEASURE_QUEUE, { clipId });
    await deps.db.update(testClips).set({ jobId }).where(eq(testClips.id, clipId));
  } catch (err) {
    // The clip stands; the worker's start-up sweep queues it.
    deps.log.error({ err, clipId }, 'queueing the clip measure failed');
  }
}

export async function sprintSetupOf(db: Db | Tx, sessionId: number, testId: number): Promise<SprintSetup | null> {
  const [row] = await db
    .select({ setup: testDayTests.sprintSetup })
    .from(testDayTests)
    .where(and(eq(testDayTests.sessionId, sessionId), eq(testDayTests.testId, testId)));
  return row?.setup ?? null;
}

/**
 * Marks (or moves) a sprint test's lines for this test day; every clip of the test recorded so far
 * is measured (again) with them, and the results rebuilt from the new measures.
 */
export async function setSprintSetup(deps: ClipDeps, staff: User, sessionId: number, testId: number, setup: SprintSetup): Promise<void> {
  const clipIds = await deps.db.transaction(async (tx) => {
    await lockDay(tx, sessionId);
    const test = await testById(tx, testId);
    const [onDay] = await tx
      .select({ id: testDayTests.testId })
      .from(testDayTests)
      .where(and(eq(testDayTests.sessionId, sessionId), eq(testDayTests.testId, testId)));
    if (!onDay) throw badRequest(msg('testDays.notOnDay'));
    if (test.method !== 'VIDEO_SPRINT') throw badRequest(msg('testDays.notSprintTest'));
    await tx
      .update(testDayTests)
      .set({ sprintSetup: setup })
      .where(and(eq(testDayTests.sessionId, sessionId), eq(testDayTests.testId, testId)));
    await audit(tx, staff.id, 'test-day.sprint-setup', 'training_session', sessionId, { testId, ...setup });
    const again = await tx
      .update(testClips)
      .set({ status: 'QUEUED', reason: null, jobId: null, updatedAt: deps.now() })
      .where(and(eq(testClips.sessionId, sessionId), eq(testClips.testId, testId), inArray(testClips.status, ['NEEDS_LINES', 'DONE', 'FAILED'])))
      .returning({ id: testClips.id });
    return again.map((c) => c.id);
  });
  for (const id of clipIds) await sendMeasure(deps, id);
  deps.onChange?.();
}

/** Removes a clip (a wrong athlete, a bad take); a measured result is rebuilt from the clips left. */
export async function removeClip(deps: ClipDeps, staff: User, sessionId: number, clipId: number): Promise<number> {
  const removed = await deps.db.transaction(async (tx) => {
    await lockDay(tx, sessionId);
    const clip = await clipOf(tx, sessionId, clipId);
    if (clip.status === 'QUEUED' || clip.status === 'RUNNING') throw conflict(msg('testDays.clipBusy'));
    const test = await testById(tx, clip.testId);
    // read before the delete: the result's clip_id is set null with it
    const [result] = await tx
      .select({ clipId: testResults.clipId })
      .from(testResults)
      .where(and(eq(testResults.sessionId, sessionId), eq(testResults.athleteId, clip.athleteId), eq(testResults.testId, clip.testId)));
    await tx.delete(testClips).where(eq(testClips.id, clipId));
    await audit(tx, staff.id, 'test.clip.remove', 'test_clip', clipId, {
      sessionId,
      athleteId: clip.athleteId,
      testId: clip.testId,
      value: clip.measure?.value ?? null,
    });
    // a typed result stays as staff entered it
    if (!result || result.clipId !== null) await rebuildResult(tx, staff.id, sessionId, clip.athleteId, test, deps.now());
    return clip;
  });
  const keys = [removed.storageKey, removed.thumbnailKey, ...(removed.frameKeys ?? []).map((f) => f.key)].filter((k): k is string => !!k);
  for (const k of keys) await deps.storage.delete(k).catch(() => {});
  deps.onChange?.();
  return removed.athleteId;
}

/**
 * The athlete's result of this test on this day from their measured clips: every DONE clip is an
 * attempt, the value is their best or mean, and the deciding clip (the best one; for a mean, the
 * last) is kept as its evidence. No measured clip left: the result is removed. With `keepTyped`, a
 * typed result stays as staff entered it.
 */
async function rebuildResult(tx: Tx, actorId: number, sessionId: number, athleteId: number, test: TestRow, now: Date, opts: { keepTyped?: boolean } = {}) {
  const [day] = await tx.select({ date: trainingSessions.date }).from(trainingSessions).where(eq(trainingSessions.id, sessionId));
  const [before] = await tx
    .select({ id: testResults.id, value: testResults.value, clipId: testResults.clipId })
    .from(testResults)
    .where(and(eq(testResults.sessionId, sessionId), eq(testResults.athleteId, athleteId), eq(testResults.testId, test.id)));
  if (opts.keepTyped && before && before.clipId === null) return;
  const done = (
    await tx
      .select()
      .from(testClips)
      .where(and(eq(testClips.sessionId, sessionId), eq(testClips.athleteId, athleteId), eq(testClips.testId, test.id), eq(testClips.status, 'DONE')))
      .orderBy(asc(testClips.id))
  ).filter((c) => c.measure);
  if (done.length === 0) {
    if (before) {
      await tx.delete(testResults).where(eq(testResults.id, before.id));
      await audit(tx, actorId, 'test.result.remove', 'test_result', before.id, { sessionId, athleteId, testId: test.id, before: before.value });
    }
    return;
  }
  const attempts = done.map((c) => roundIn(test.unit as TestUnit, c.measure!.value));
  const value = resultOf(attempts, test.aggregate as 'BEST' | 'MEAN', test.direction as 'HIGHER' | 'LOWER');
  const deciding = test.aggregate === 'MEAN' ? done.at(-1)! : done[attempts.indexOf(value)]!;
  const m = deciding.measure!;
  const evidence: TestEvidence = {
    kind: test.method === 'VIDEO_SPRINT' ? 'sprint' : 'jump',
    ...(m.flightTimeS !== null ? { flightTimeS: m.flightTimeS } : {}),
    frameRate: m.frameRate,
    marks: m.marks,
  };
  await tx
    .insert(testResults)
    .values({ athleteId, testId: test.id, sessionId, attempts, value, testedOn: day!.date, clipId: deciding.id, evidence, recordedBy: deciding.createdBy })
    .onConflictDoUpdate({
      target: [testResults.sessionId, testResults.athleteId, testResults.testId],
      targetWhere: sql`${testResults.sessionId} IS NOT NULL`,
      set: { attempts, value, clipId: deciding.id, evidence, recordedBy: deciding.createdBy, updatedAt: now },
    });
  if (!before || before.value !== value || before.clipId !== deciding.id) {
    await audit(tx, actorId, before ? 'test.result.edit' : 'test.result', 'test_result', null, {
      sessionId,
      athleteId,
      testId: test.id,
      attempts,
      value,
      clipId: deciding.id,
      ...(before ? { before: before.value } : {}),
    });
  }
}

/** The day's clips of these athletes, with signed addresses for the clip, its poster and its frames. */
export async function clipsOf(db: Db | Tx, storage: ObjectStorage, sessionId: number, athleteIds: number[]): Promise<Map<number, StationClip[]>> {
  const out = new Map<number, StationClip[]>(athleteIds.map((id) => [id, []]));
  if (athleteIds.length === 0) return out;
  const rows = await db
    // test_clips.id written out: drizzle renders a column of the only table unqualified, and inside
    // the subquery a bare "id" would be the result's own
    .select({ clip: testClips, decides: sql<boolean>`exists (select 1 from test_results r where r.clip_id = test_clips.id)` })
    .from(testClips)
    .where(and(eq(testClips.sessionId, sessionId), inArray(testClips.athleteId, athleteIds)))
    .orderBy(asc(testClips.id));
  const url = (key: string | null, contentType?: string) =>
    key ? storage.createReadUrl(key, { expiresInSeconds: READ_URL_SECONDS, contentType }) : Promise.resolve(null);
  for (const { clip, decides } of rows) {
    const recorded = clip.status !== 'UPLOADING';
    const frames: StationClip['frames'] = [];
    for (const f of clip.frameKeys ?? []) frames.push({ label: f.label, url: (await url(f.key, 'image/jpeg'))! });
    out.get(clip.athleteId)?.push({
      id: clip.id,
      testId: clip.testId,
      status: clip.status as StationClip['status'],
      reason: (clip.reason as ClipFailure | null) ?? null,
      measure: clip.measure ?? null,
      decides: Boolean(decides),
      clipUrl: recorded ? await url(clip.storageKey) : null,
      posterUrl: await url(clip.thumbnailKey, 'image/jpeg'),
      frames,
      createdAt: clip.createdAt.toISOString(),
    });
  }
  return out;
}

/** Clips asked for and never recorded (the upload abandoned) go after a day, with any file that arrived. */
export async function deleteAbandonedClips(deps: Pick<ClipDeps, 'db' | 'storage' | 'now'>, olderThanMs = 24 * 3600_000, now = deps.now()): Promise<number> {
  const stale = await deps.db
    .delete(testClips)
    .where(and(eq(testClips.status, 'UPLOADING'), lt(testClips.createdAt, new Date(now.getTime() - olderThanMs))))
    .returning({ key: testClips.storageKey });
  for (const { key } of stale) await deps.storage.delete(key).catch(() => {});
  return stale.length;
}

/** What measuring a clip gives: its measure, or why there is none. */
export type ClipOutcome = { ok: true; measure: ClipMeasure } | { ok: false; reason: ClipFailure };
export type ClipMeasurer = (input: string, test: { method: string }, setup: SprintSetup | null) => Promise<ClipOutcome>;

/** Measures a clip by its test's method: a jump's height from its flight, or a sprint's time between the day's lines. */
export async function measureClip(input: string, test: { method: string }, setup: SprintSetup | null): Promise<ClipOutcome> {
  if (test.method === 'VIDEO_SPRINT') {
    const info = await probeVideo(input);
    if (!info || !setup) return { ok: false, reason: 'unreadable' };
    const line = (x: number): Line => ({ x1: x * info.width, y1: 0, x2: x * info.width, y2: info.height });
    const out = await measureSprint(input, { start: line(setup.startX), finish: line(setup.finishX) }, setup.start);
    if (!out.ok) return out;
    const m = out.measure;
    return {
      ok: true,
      measure: {
        value: m.timeS,
        frameRate: m.frameRate,
        bound: m.boundS,
        flightTimeS: null,
        start: m.startMode,
        marks: [
          { label: 'start', frame: m.start.after, t: m.start.t },
          { label: 'finish', frame: m.finish.after, t: m.finish.t },
        ],
      },
    };
  }
  const out = await measureJump(input);
  if (!out.ok) return out;
  const m = out.measure;
  return {
    ok: true,
    measure: {
      value: m.heightCm,
      frameRate: m.frameRate,
      bound: m.boundCm,
      flightTimeS: m.flightTimeS,
      start: null,
      marks: [
        { label: 'takeoff', frame: m.takeoff.frame, t: m.takeoff.t },
        { label: 'landing', frame: m.landing.frame, t: m.landing.t },
      ],
    },
  };
}

/** The frame shown at each instant (s, the clip's clock), as a JPEG 640 px wide at most. */
async function framesAt(input: string, ts: number[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const t of ts) out.push(await frameJpeg(input, t));
  return out;
}

/** The queue's worker side: measures one clip at a time. */
export class TestMeasure {
  /** The measuring (tests may wrap it, e.g. to answer at once). */
  measure: ClipMeasurer = measureClip;

  constructor(private readonly deps: ClipDeps) {}

  processNext(): Promise<boolean> {
    return this.deps.queue.processNext<{ clipId: number }>(TEST_MEASURE_QUEUE, (data, job) => this.run(data.clipId, job));
  }

  /** Queues again the clips recorded whose job could not be sent; then works the queue. */
  async startWorker(): Promise<void> {
    const { db } = this.deps;
    const unsent = await db
      .select({ id: testClips.id })
      .from(testClips)
      .where(and(eq(testClips.status, 'QUEUED'), sql`${testClips.jobId} is null`));
    for (const c of unsent) {
      const jobId = await this.deps.queue.send(TEST_MEASURE_QUEUE, { clipId: c.id });
      await db.update(testClips).set({ jobId }).where(eq(testClips.id, c.id));
    }
    await this.deps.queue.work<{ clipId: number }>(TEST_MEASURE_QUEUE, (data, job) => this.run(data.clipId, job));
  }

  async run(clipId: number, job: JobInfo = { id: 'direct', retryCount: 0, lastAttempt: true }): Promise<void> {
    const { db, storage, log } = this.deps;
    const [clip] = await db.select().from(testClips).where(eq(testClips.id, clipId));
    if (!clip || (clip.status !== 'QUEUED' && clip.status !== 'RUNNING')) return;
    await db.update(testClips).set({ status: 'RUNNING', updatedAt: this.deps.now() }).where(eq(testClips.id, clipId));
    this.deps.onChange?.();
    try {
      const input = await storage.localInput(clip.storageKey, READ_URL_SECONDS);
      const test = await testById(db, clip.testId);
      const outcome = await this.measure(input, test, await sprintSetupOf(db, clip.sessionId, clip.testId));
      const measure = outcome.ok ? outcome.measure : null;
      let frameKeys: { label: string; key: string }[] | null = null;
      if (measure) {
        const jpegs = await framesAt(
          input,
          measure.marks.map((k) => k.t),
        );
        frameKeys = [];
        for (const [i, mark] of measure.marks.entries()) {
          const key = `tests/frames/${clip.sessionId}/${randomPart()}-${mark.label}.jpg`;
          await storage.put(key, jpegs[i]!, 'image/jpeg');
          frameKeys.push({ label: mark.label, key });
        }
      }
      await db.transaction(async (tx) => {
        await lockDay(tx, clip.sessionId);
        // removed while it was being measured: nothing to keep
        const [still] = await tx.select({ id: testClips.id }).from(testClips).where(eq(testClips.id, clipId));
        if (!still) return;
        await tx
          .update(testClips)
          .set(
            outcome.ok
              ? { status: 'DONE', measure, frameKeys, reason: null, updatedAt: this.deps.now() }
              : { status: 'FAILED', reason: outcome.reason, measure: null, frameKeys: null, updatedAt: this.deps.now() },
          )
          .where(eq(testClips.id, clipId));
        // a new measure counts over typed attempts; a clip measured again (its lines moved) that now
        // fails no longer counts, and a typed result stays
        await rebuildResult(tx, clip.createdBy ?? clip.athleteId, clip.sessionId, clip.athleteId, test, this.deps.now(), { keepTyped: !outcome.ok });
      });
      log.info({ clipId, ok: outcome.ok, ...(outcome.ok ? { value: outcome.measure.value } : { reason: outcome.reason }) }, 'test clip measured');
    } catch (err) {
      log.error({ err, clipId, attempt: job.retryCount + 1 }, 'measuring a test clip failed');
      await db
        .update(testClips)
        .set(job.lastAttempt ? { status: 'FAILED', reason: 'error', updatedAt: this.deps.now() } : { status: 'QUEUED', updatedAt: this.deps.now() })
        .where(eq(testClips.id, clipId));
      throw err;
    } finally {
      this.deps.onChange?.();
    }
  }
}
