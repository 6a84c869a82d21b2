import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StationAthlete, type Station } from '../../../common/test-days.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { testClips, testResults } from '../../db/schema/test-days.ts';
import { FFMPEG, run } from '../../platform/storage/media-tools.ts';
import { deleteAbandonedClips } from './clips.ts';
import { createProgram, createSession } from '../../test/fixtures.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

/*
 * Results measured from a clip at the station (issue 31, decision 055): the upload, the measure on
 * the worker's queue, the evidence, typed entries and removals, bad input, and the races (attempts
 * limit, a clip recorded twice at once), on each database.
 */
const TRIALS = 20;
// A rendered countermovement jump at 60 fps: flight 0.5813 s, so 41.4 cm (bench/accuracy/jump-clips.ts).
const JUMP_CLIP = path.join(import.meta.dirname, 'fixtures/jump-60fps.mp4');
const TRUE_HEIGHT_CM = 41.44;
// The figure running across the frame at 6.5 m/s, 60 fps: the hips cross 30 % and 70 % of the width 0.5173 s apart.
const SPRINT_CLIP = path.join(import.meta.dirname, 'fixtures/sprint-60fps.mp4');
const SPRINT_TRUE_S = 0.5173;

describe(`clips measured at the station on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let jumpTest: number;
  let typedTest: number;
  let noJumpClip: Buffer;
  const db = () => t.database.db;

  const newTest = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/staff/tests', staff.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: number }>(res).id;
  };
  const testDay = async (testIds: number[]) => {
    const session = await createSession(db(), (await createProgram(db())).id, { title: 'Combine' });
    expect((await call('PUT', `/api/staff/test-days/${session.id}/tests`, staff.cookie, { testIds })).statusCode).toBe(200);
    return session.id;
  };
  const bookedAthlete = async (day: number) => {
    const a = await signupUser(t.app);
    await db().insert(bookings).values({ sessionId: day, athleteId: a.user.id, payerId: a.user.id, amountCents: 0, status: 'CONFIRMED' });
    return a.user.id;
  };
  const askUpload = (day: number, athleteId: number, testId: number, cookie = staff.cookie) =>
    call('POST', `/api/staff/test-days/${day}/clips`, cookie, { athleteId, testId });
  const upload = async (day: number, athleteId: number, body: Buffer, testId = jumpTest) => {
    const asked = await askUpload(day, athleteId, testId);
    expect(asked.statusCode, asked.body).toBe(201);
    const { clipId, uploadURL } = json<{ clipId: number; uploadURL: string }>(asked);
    const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: body, headers: { 'content-type': 'application/octet-stream' } });
    expect(put.statusCode, put.body).toBe(200);
    return clipId;
  };
  const recordClip = (day: number, clipId: number, body: object = { fileName: 'jump.mp4' }) =>
    call('POST', `/api/staff/test-days/${day}/clips/${clipId}/recorded`, staff.cookie, body);
  const stationRow = async (day: number, athleteId: number) =>
    json<Station>(await call('GET', `/api/staff/test-days/${day}`, staff.cookie)).athletes.find((a) => a.athleteId === athleteId)!;
  const drain = async () => {
    let n = 0;
    while (await t.app.testMeasure.processNext()) n++;
    return n;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
    staff = await signupStaff(t.app);
    jumpTest = await newTest({ name: 'Countermovement jump', unit: 'cm', direction: 'HIGHER', method: 'VIDEO_JUMP', attempts: 2 });
    typedTest = await newTest({ name: 'Broad jump', unit: 'cm', direction: 'HIGHER' });
    // two seconds of a test pattern: a video, but nobody in it
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clips-'));
    const file = path.join(dir, 'pattern.mp4');
    await run(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30:duration=2', '-pix_fmt', 'yuv420p', file], 60_000);
    noJumpClip = fs.readFileSync(file);
  });
  afterAll(async () => t?.close());

  it('measures a jump from its clip: height within the one-frame bound, the frames as evidence, the result and an audit entry', async () => {
    const day = await testDay([jumpTest, typedTest]);
    const a = await signupUser(t.app);
    const athleteId = a.user.id;
    const athleteCookie = a.cookie;
    await db().insert(bookings).values({ sessionId: day, athleteId, payerId: athleteId, amountCents: 0, status: 'CONFIRMED' });
    // a typed result first, so the measured result's id is not the clip's
    expect((await call('PUT', `/api/staff/test-days/${day}/results`, staff.cookie, { athleteId, testId: typedTest, attempts: [200] })).statusCode).toBe(200);
    const clipId = await upload(day, athleteId, fs.readFileSync(JUMP_CLIP));
    const recorded = await recordClip(day, clipId);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(json<StationAthlete>(recorded).clips).toMatchObject([{ id: clipId, status: 'QUEUED', measure: null }]);
    // recording it again (a double tap) queues nothing more
    expect((await recordClip(day, clipId)).statusCode).toBe(200);
    expect(await drain()).toBe(1);

    const row = await stationRow(day, athleteId);
    const [clip] = row.clips;
    expect(clip!.status).toBe('DONE');
    expect(clip!.decides).toBe(true);
    const m = clip!.measure!;
    expect(m.frameRate).toBeCloseTo(60, 0);
    expect(Math.abs(m.value - TRUE_HEIGHT_CM)).toBeLessThanOrEqual(m.bound);
    expect(m.marks.map((k) => k.label)).toEqual(['takeoff', 'landing']);
    expect(m.marks[1]!.t - m.marks[0]!.t).toBeCloseTo(m.flightTimeS!, 5);
    expect(row.results.find((r) => r.testId === jumpTest)).toEqual({
      testId: jumpTest,
      attempts: [Math.round(m.value * 10) / 10],
      value: Math.round(m.value * 10) / 10,
      measured: true,
    });
    expect(clip!.frames.map((f) => f.label)).toEqual(['takeoff', 'landing']);
    for (const f of clip!.frames) {
      const img = await t.app.inject({ method: 'GET', url: f.url });
      expect(img.statusCode).toBe(200);
      expect(img.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    expect((await t.app.inject({ method: 'GET', url: clip!.clipUrl!, headers: { range: 'bytes=0-99' } })).statusCode).toBe(206);
    const [stored] = await db()
      .select()
      .from(testResults)
      .where(and(eq(testResults.sessionId, day), eq(testResults.athleteId, athleteId), eq(testResults.testId, jumpTest)));
    expect(stored!.id).not.toBe(clipId);
    expect(stored!.clipId).toBe(clipId);
    expect(stored!.evidence!.marks).toEqual(m.marks);
    const audits = await db().select().from(auditLog).where(eq(auditLog.actorId, staff.user.id));
    expect(audits.some((a) => a.action === 'test.clip' && a.entityId === String(clipId))).toBe(true);
    expect(audits.some((a) => a.action === 'test.result' && (a.details as { clipId?: number }).clipId === clipId)).toBe(true);

    // The athlete sees the result with its clip.
    const mine = json<{ tests: { test: { id: number }; latest: { measured: boolean }; clipUrl: string | null }[] }>(
      await call('GET', '/api/test-results', athleteCookie),
    );
    const jumped = mine.tests.find((x) => x.test.id === jumpTest)!;
    expect(jumped.latest.measured).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: jumped.clipUrl!, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
    expect(mine.tests.find((x) => x.test.id === typedTest)!.clipUrl).toBeNull();

    // Typed attempts replace the measure (audited with the value before); removing the clip then leaves them.
    const typed = json<StationAthlete>(await call('PUT', `/api/staff/test-days/${day}/results`, staff.cookie, { athleteId, testId: jumpTest, attempts: [44] }));
    expect(typed.results.find((r) => r.testId === jumpTest)).toMatchObject({ value: 44, measured: false });
    expect(typed.clips[0]!.decides).toBe(false);
    const removed = await call('DELETE', `/api/staff/test-days/${day}/clips/${clipId}`, staff.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<StationAthlete>(removed).clips).toEqual([]);
    expect(json<StationAthlete>(removed).results.find((r) => r.testId === jumpTest)).toMatchObject({ value: 44, measured: false });
    expect((await t.app.inject({ method: 'GET', url: clip!.frames[0]!.url })).statusCode).toBe(404);
  });

  it('times a sprint between the lines staff mark once per test day; moving them measures every clip again', async () => {
    const sprintTest = await newTest({ name: 'Flying 10', unit: 's', direction: 'LOWER', method: 'VIDEO_SPRINT', attempts: 2 });
    const day = await testDay([sprintTest, jumpTest]);
    const athleteId = await bookedAthlete(day);
    const setupUrl = (testId: number) => `/api/staff/test-days/${day}/tests/${testId}/sprint-setup`;
    const clipId = await upload(day, athleteId, fs.readFileSync(SPRINT_CLIP), sprintTest);
    // No lines yet: the clip waits for them, nothing is queued.
    expect(json<StationAthlete>(await recordClip(day, clipId)).clips).toMatchObject([{ id: clipId, status: 'NEEDS_LINES' }]);
    expect(await drain()).toBe(0);
    expect(json<Station>(await call('GET', `/api/staff/test-days/${day}`, staff.cookie)).sprintSetups).toEqual([{ testId: sprintTest, setup: null }]);

    // Bad lines and the wrong test are refused; members cannot mark them.
    const member = await signupUser(t.app);
    expect((await call('PUT', setupUrl(sprintTest), member.cookie, { startX: 0.3, finishX: 0.7, start: 'line' })).statusCode).toBe(403);
    for (const [url, body, message] of [
      [setupUrl(jumpTest), { startX: 0.3, finishX: 0.7, start: 'line' }, en('testDays.notSprintTest')],
      [setupUrl(sprintTest), { startX: 0.3, finishX: 0.32, start: 'line' }, en('testDays.linesApart')],
      [setupUrl(sprintTest), { startX: -1, finishX: 0.7, start: 'line' }, null],
      [setupUrl(sprintTest), { startX: 0.3, finishX: 0.7, start: 'gun' }, null],
      [setupUrl(sprintTest), {}, null],
    ] as [string, object, string | null][]) {
      const res = await call('PUT', url, staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(json(res).message).toBe(message);
    }

    // The lines at 30 % and 70 % of the frame, as the clip was rendered: the time within a frame of the truth.
    const marked = await call('PUT', setupUrl(sprintTest), staff.cookie, { startX: 0.3, finishX: 0.7, start: 'line' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json<Station>(marked).sprintSetups).toEqual([{ testId: sprintTest, setup: { startX: 0.3, finishX: 0.7, start: 'line' } }]);
    expect(await drain()).toBe(1);
    let row = await stationRow(day, athleteId);
    const m = row.clips[0]!.measure!;
    expect(row.clips[0]!.status).toBe('DONE');
    expect(Math.abs(m.value - SPRINT_TRUE_S)).toBeLessThanOrEqual(m.bound);
    expect(m.marks.map((k) => k.label)).toEqual(['start', 'finish']);
    expect(row.clips[0]!.frames.map((f) => f.label)).toEqual(['start', 'finish']);
    expect(row.results).toEqual([{ testId: sprintTest, attempts: [Math.round(m.value * 100) / 100], value: Math.round(m.value * 100) / 100, measured: true }]);

    // Lines moved past where the athlete runs: measured again, no finish, and the result goes.
    expect((await call('PUT', setupUrl(sprintTest), staff.cookie, { startX: 0.3, finishX: 0.999, start: 'line' })).statusCode).toBe(200);
    expect(await drain()).toBe(1);
    row = await stationRow(day, athleteId);
    expect(row.clips).toMatchObject([{ status: 'FAILED', reason: 'no-finish', measure: null }]);
    expect(row.results).toEqual([]);
  });

  it('says why a clip gave no measure, refuses what is not a video, and rebuilds or removes a measured result when a clip goes', async () => {
    const day = await testDay([jumpTest]);
    const athleteId = await bookedAthlete(day);
    const nobody = await upload(day, athleteId, noJumpClip);
    expect((await recordClip(day, nobody)).statusCode).toBe(200);
    const notVideo = await upload(day, athleteId, Buffer.from('not a video at all, just some text '.repeat(20)));
    const refused = await recordClip(day, notVideo);
    expect(refused.statusCode).toBe(415);
    expect(json(refused).message).toBe(en('testDays.clipNotVideo'));
    expect(await db().select().from(testClips).where(eq(testClips.id, notVideo))).toEqual([]);
    // A clip being measured cannot be removed.
    const busy = await call('DELETE', `/api/staff/test-days/${day}/clips/${nobody}`, staff.cookie);
    expect(busy.statusCode).toBe(409);
    expect(json(busy).message).toBe(en('testDays.clipBusy'));
    expect(await drain()).toBe(1);
    const row = await stationRow(day, athleteId);
    expect(row.clips).toMatchObject([{ id: nobody, status: 'FAILED', reason: 'no-person', measure: null, frames: [] }]);
    expect(row.results).toEqual([]);

    // A measured result whose clip is removed goes with it.
    const good = await upload(day, athleteId, fs.readFileSync(JUMP_CLIP));
    await recordClip(day, good);
    await drain();
    expect((await stationRow(day, athleteId)).results).toHaveLength(1);
    expect((await call('DELETE', `/api/staff/test-days/${day}/clips/${good}`, staff.cookie)).statusCode).toBe(200);
    expect((await stationRow(day, athleteId)).results).toEqual([]);
    expect(
      await db()
        .select()
        .from(testResults)
        .where(and(eq(testResults.sessionId, day), eq(testResults.athleteId, athleteId))),
    ).toEqual([]);
  });

  it('refuses members, entered tests, athletes not booked and bad input with a clear status, and changes nothing', async () => {
    const day = await testDay([jumpTest, typedTest]);
    const athleteId = await bookedAthlete(day);
    const member = await signupUser(t.app);
    expect((await askUpload(day, athleteId, jumpTest, member.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/test-days/${day}/clips/1/recorded`, member.cookie, { fileName: 'x.mp4' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/staff/test-days/${day}/clips/1`, member.cookie)).statusCode).toBe(403);
    const cases: [unknown, number, string | null][] = [
      [{ athleteId, testId: typedTest }, 400, en('testDays.notVideoTest')],
      [{ athleteId: member.user.id, testId: jumpTest }, 400, en('testDays.notBooked')],
      [{ athleteId, testId: 2147483647 }, 404, en('testDays.notFound')],
      [{ athleteId, testId: 99999999999 }, 400, null],
      [{ athleteId: '1\u0000', testId: jumpTest }, 400, null],
      [{}, 400, null],
      [{ athleteId, testId: jumpTest, extra: 1 }, 400, null],
    ];
    for (const [body, status, message] of cases as [object, number, string | null][]) {
      const res = await call('POST', `/api/staff/test-days/${day}/clips`, staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).message).toBe(message ?? json(res).message);
      expect(json(res).message).toBeTruthy();
    }
    // A jump from a clip is a height in cm (higher better); a sprint a time in s (lower better).
    const sprint = await call('POST', '/api/staff/tests', staff.cookie, { name: 'Fly 10', unit: 'cm', direction: 'LOWER', method: 'VIDEO_SPRINT' });
    expect([sprint.statusCode, json(sprint).message]).toEqual([400, en('testDays.sprintUnits')]);
    const seconds = await call('POST', '/api/staff/tests', staff.cookie, { name: 'Jump', unit: 's', direction: 'HIGHER', method: 'VIDEO_JUMP' });
    expect([seconds.statusCode, json(seconds).message]).toEqual([400, en('testDays.jumpUnits')]);
    expect((await call('POST', `/api/staff/test-days/2147483647/clips`, staff.cookie, { athleteId, testId: jumpTest })).statusCode).toBe(404);
    expect(await db().select().from(testClips).where(eq(testClips.sessionId, day))).toEqual([]);

    const clipId = json<{ clipId: number }>(await askUpload(day, athleteId, jumpTest)).clipId;
    // nothing uploaded yet
    const missing = await recordClip(day, clipId);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(en('testDays.clipMissing'));
    expect((await recordClip(day, clipId, { fileName: 'a\u0000.mp4' })).statusCode).toBe(400);
    expect((await recordClip(day, clipId, {})).statusCode).toBe(400);
    expect((await recordClip(day, 2147483647)).statusCode).toBe(404);
    // a clip of another day is not found through this one
    expect(
      (await call('POST', `/api/staff/test-days/${await testDay([jumpTest])}/clips/${clipId}/recorded`, staff.cookie, { fileName: 'x.mp4' })).statusCode,
    ).toBe(404);
    // never uploaded: swept after a day (here: at once)
    expect(await deleteAbandonedClips(t.app.ctx, 24 * 3600_000)).toBe(0);
    expect(await deleteAbandonedClips(t.app.ctx, -60_000)).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(testClips).where(eq(testClips.id, clipId))).toEqual([]);
  });

  it(`never lets more clips than the test's attempts in, whatever arrives at once (${TRIALS} trials)`, async () => {
    const day = await testDay([jumpTest]);
    for (let trial = 0; trial < TRIALS; trial++) {
      const athleteId = await bookedAthlete(day);
      const answers = await Promise.all(Array.from({ length: 4 }, () => askUpload(day, athleteId, jumpTest)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409]);
      expect(json(answers.find((a) => a.statusCode === 409)!).message).toBe(en('testDays.tooManyAttempts', { n: 2 }));
      expect(
        await db()
          .select()
          .from(testClips)
          .where(and(eq(testClips.sessionId, day), eq(testClips.athleteId, athleteId))),
      ).toHaveLength(2);
    }
  });

  it(`queues one measure for a clip recorded twice at the same moment (${TRIALS} trials)`, async () => {
    const day = await testDay([jumpTest]);
    const measure = t.app.testMeasure.measure;
    // What this race is about is the queue, not the measuring: each clip is answered at once.
    t.app.testMeasure.measure = async () => ({ ok: false, reason: 'no-jump' });
    try {
      const clips: number[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const athleteId = await bookedAthlete(day);
        const clipId = await upload(day, athleteId, noJumpClip);
        const [a, b] = await Promise.all([recordClip(day, clipId), recordClip(day, clipId)]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        clips.push(clipId);
      }
      expect(await drain()).toBe(TRIALS);
      const rows = await db().select().from(testClips).where(eq(testClips.sessionId, day));
      expect(rows.map((r) => r.status)).toEqual(Array(TRIALS).fill('FAILED'));
      const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'test.clip'));
      for (const id of clips) expect(audits.filter((a) => a.entityId === String(id))).toHaveLength(1);
    } finally {
      t.app.testMeasure.measure = measure;
    }
  });
});
