import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiFeedback } from '../../../common/analysis.ts';
import { buildApp } from '../../app.ts';
import { migrate, openDatabase, type Database } from '../../db/client.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { mediaAudience } from '../../test/fixtures.ts';
import { makeJpeg, makeMp4, makeStillAthleteMp4 } from '../../test/media-files.ts';
import { createScratchDatabase, createTestApp, json, signupUser, testConfig, testDbKind, type ScratchDatabase, type TestApp } from '../../test/test-app.ts';

const ATHLETE_PHOTO = path.join(import.meta.dirname, 'fixtures/athlete.jpg');
const MODEL_VERSION = /^(blazepose-full|blazepose-heavy|movenet-lightning)@human-models-3\.0\.4\+rules-4$/;

async function upload(app: FastifyInstance, cookie: string, body: Buffer, fileName: string, extra: Record<string, string> = {}): Promise<number> {
  const u = json<{ uploadURL: string }>(await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }));
  const put = await app.inject({ method: 'PUT', url: u.uploadURL, payload: body, headers: { 'content-type': 'application/octet-stream' } });
  expect(put.statusCode).toBe(200);
  const rec = await app.inject({
    method: 'POST',
    url: '/api/upload-media-from-object-storage',
    headers: { cookie },
    payload: { fileUrl: u.uploadURL, fileName, ...extra },
  });
  expect(rec.statusCode).toBe(201);
  return json<{ id: number }>(rec).id;
}

const getFeedback = (app: FastifyInstance, cookie: string | undefined, mediaId: number) =>
  app.inject({ method: 'GET', url: `/api/ai-feedback/${mediaId}`, headers: cookie ? { cookie } : {} });

describe(`AI analysis API on ${testDbKind()}`, () => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    jpeg = await makeJpeg();
  });
  afterAll(async () => t?.close());

  /** Runs every queued analysis (no worker runs in tests). */
  async function drain() {
    let n = 0;
    while (await t.app.analysis.processNext()) n++;
    return n;
  }

  it('needs a login', async () => {
    expect((await getFeedback(t.app, undefined, 1)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-ai-feedback' })).statusCode).toBe(401);
  });

  it('answers 202 with the progress while queued, then 200 with the honest result for a photo without a person', async () => {
    const a = await signupUser(t.app);
    const id = await upload(t.app, a.cookie, jpeg, 'plain.jpg');
    const queued = await getFeedback(t.app, a.cookie, id);
    expect(queued.statusCode).toBe(202);
    expect(json(queued)).toEqual({ status: 'QUEUED', progress: 0 });

    expect(await drain()).toBe(1);
    const done = await getFeedback(t.app, a.cookie, id);
    expect(done.statusCode).toBe(200);
    const f = json<AiFeedback>(done);
    expect(f).toMatchObject({
      mediaId: id,
      analysisType: 'IMAGE_ANALYSIS',
      confidence: 0,
      strengths: [],
      improvements: [],
      originalName: 'plain.jpg',
      overlayUrl: null,
      tags: ['photo-analysis', 'no-person'],
    });
    expect(f.feedback).toMatch(/^No athlete was detected in this photo/);
    expect(f.modelVersion).toMatch(MODEL_VERSION);
    expect(f.processingTime).toBeGreaterThan(0);
    expect(Object.keys(f).sort()).toEqual(
      [
        'analysisType',
        'confidence',
        'createdAt',
        'feedback',
        'id',
        'improvements',
        'measures',
        'mediaId',
        'modelVersion',
        'originalName',
        'overlayUrl',
        'processingTime',
        'recommendations',
        'strengths',
        'tags',
      ].sort(),
    );

    const mine = json<AiFeedback[]>(await t.app.inject({ method: 'GET', url: '/api/my-ai-feedback', headers: { cookie: a.cookie } }));
    expect(mine.map((m) => m.mediaId)).toEqual([id]);
  });

  it('finds the athlete in a real photo with the real model, with measures and a skeleton overlay', async () => {
    const a = await signupUser(t.app, 'ATHLETE', { firstName: 'Jo' });
    const id = await upload(t.app, a.cookie, fs.readFileSync(ATHLETE_PHOTO), 'stance.jpg');
    await drain();
    const f = json<AiFeedback>(await getFeedback(t.app, a.cookie, id));
    expect(f.confidence).toBeGreaterThan(0.3);
    expect(f.feedback).toMatch(/found the athlete in the photo, analysed for general movement/);
    expect(f.tags).toEqual(expect.arrayContaining(['photo-analysis', 'general', 'posture']));
    expect(f.strengths.length + f.improvements.length).toBeGreaterThan(0);
    expect(f.measures!.values.map((v) => v.key)).toContain('trunkLeanMean');
    expect(f.overlayUrl).toBeTruthy();
    const overlay = await t.app.inject({ method: 'GET', url: f.overlayUrl! });
    expect(overlay.statusCode).toBe(200);
    expect(overlay.headers['content-type']).toBe('image/jpeg');
    expect(overlay.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('says a real photo of a standing athlete, uploaded for Basketball, shows no shot, praises nothing, and names what lowered the confidence (issue 33)', async () => {
    const a = await signupUser(t.app, 'ATHLETE', { firstName: 'Jo' });
    const id = await upload(t.app, a.cookie, fs.readFileSync(ATHLETE_PHOTO), 'front.jpg', { sport: 'Basketball' });
    await drain();
    const f = json<AiFeedback>(await getFeedback(t.app, a.cookie, id));
    expect(f.feedback).toContain('We could not find a jump shot in this photo: film the whole shot from the side');
    expect(f.strengths).toEqual([]);
    expect(f.improvements).toEqual([]);
    expect(f.tags).toEqual(['photo-analysis', 'basketball', 'movement-not-found']);
    expect(f.measures!.movement).toEqual({ key: 'shot', found: false, label: 'a jump shot' });
    expect(f.measures!.values.every((v) => v.band === undefined && v.met === undefined)).toBe(true);
    // Every factor that cost the confidence more than 5 % is named with advice: the photo is cut off
    // at the knees, so the ankles are hidden (the camera angle: report.test.ts, with a view of 78 degrees).
    const reasons = f.measures!.confidenceReasons!;
    expect(f.confidence).toBeLessThan(0.95);
    expect(reasons.map((r) => r.code)).toContain('hidden-joints');
    expect(reasons.every((r) => r.text.length > 20 && r.advice.length > 20)).toBe(true);
    const es = json<AiFeedback>(await t.app.inject({ method: 'GET', url: `/api/ai-feedback/${id}`, headers: { cookie: a.cookie, 'accept-language': 'es' } }));
    expect(es.measures!.movement!.label).toBe('un tiro en suspensión');
    expect(es.measures!.confidenceReasons!.map((r) => r.code)).toEqual(reasons.map((r) => r.code));
    expect(es.measures!.confidenceReasons![0]!.advice).not.toBe(reasons[0]!.advice);
  });

  it('says a real clip of an athlete standing still, uploaded for Basketball, shows no shot, and neither the player nor the progress page judges it (issue 33)', async () => {
    const a = await signupUser(t.app, 'ATHLETE', { sport: 'Basketball' });
    const id = await upload(t.app, a.cookie, await makeStillAthleteMp4(ATHLETE_PHOTO, 3), 'still.mp4', {
      description: 'Jump shot form, side view',
      sport: 'Basketball',
    });
    await drain();
    const f = json<AiFeedback>(await getFeedback(t.app, a.cookie, id));
    expect(f.analysisType).toBe('VIDEO_ANALYSIS');
    expect(f.measures!.framesWithPerson).toBeGreaterThan(0);
    expect(f.feedback).toContain('We could not find a jump shot in this clip: film the whole shot from the side');
    expect(f.feedback).toContain('nothing was judged against the basketball shooting form targets');
    expect(f.strengths).toEqual([]);
    expect(f.improvements).toEqual([]);
    expect(f.recommendations).toEqual(['Film the whole shot from the side, from the dip to the follow-through, with the ball and both arms in view.']);
    expect(f.measures!.values.map((v) => v.key).every((k) => k.startsWith('trunkLean'))).toBe(true);
    // The player's curves carry no band, the progress page no range for a shot that was not there.
    const track = json<{ series: { key: string; band: unknown }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/ai-feedback/${id}/track`, headers: { cookie: a.cookie } }),
    );
    expect(track.series.length).toBeGreaterThan(0);
    expect(track.series.filter((s) => s.band !== null)).toEqual([]);
    const progress = json<{ measures: { key: string; band: unknown }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/progress/${a.user.id}`, headers: { cookie: a.cookie } }),
    );
    expect(progress.measures.filter((m) => m.band !== null)).toEqual([]);
  });

  it('analyses a video: a test pattern has nobody in it, a corrupt file says it could not be read', async () => {
    const a = await signupUser(t.app);
    const clip = await upload(t.app, a.cookie, await makeMp4(2), 'pattern.mp4', { sport: 'Soccer' });
    const real = await makeMp4(1);
    const broken = Buffer.concat([real.subarray(0, 32), crypto.randomBytes(4096)]);
    const corrupt = await upload(t.app, a.cookie, broken, 'broken.mp4');
    expect(await drain()).toBe(2);
    const c = json<AiFeedback>(await getFeedback(t.app, a.cookie, clip));
    expect(c.analysisType).toBe('VIDEO_ANALYSIS');
    expect(c.feedback).toMatch(/^No athlete was detected in this video \(\d+ frames checked/);
    expect(c.confidence).toBe(0);
    expect(c.measures).toMatchObject({ profile: 'soccer', sampleFps: 10, framesWithPerson: 0 });
    const b = json<AiFeedback>(await getFeedback(t.app, a.cookie, corrupt));
    expect(b.feedback).toBe('This video could not be read, so it was not analysed. Please upload it again or choose another file.');
    expect(b.improvements).toEqual([]);
    expect(b.tags).toEqual(['video-analysis', 'unreadable']);
  });

  it("serves the analysis in the request's language: Spanish for a Spanish browser or account, today's English otherwise (issue 20)", async () => {
    const a = await signupUser(t.app, 'ATHLETE', { firstName: 'Ana' });
    const coach = await signupUser(t.app, 'COACH');
    const id = await upload(t.app, a.cookie, fs.readFileSync(ATHLETE_PHOTO), 'tiro.jpg');
    const real = await makeMp4(1);
    const broken = await upload(t.app, a.cookie, Buffer.concat([real.subarray(0, 32), crypto.randomBytes(4096)]), 'roto.mp4');
    expect(await drain()).toBe(2);
    const read = async (mediaId: number, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/ai-feedback/${mediaId}`, headers });
      expect(res.statusCode).toBe(200);
      return json<AiFeedback>(res);
    };
    const [row] = await t.database.db.select().from(aiFeedback).where(eq(aiFeedback.mediaId, id));

    // English: the stored sentences, as before, with or without an English header.
    const en = await read(id, { cookie: a.cookie });
    expect(en.feedback).toBe(row!.feedback);
    expect(en.feedback).toMatch(/found the athlete in the photo, analysed for general movement\./);
    expect({ strengths: en.strengths, improvements: en.improvements, recommendations: en.recommendations }).toEqual({
      strengths: row!.strengths,
      improvements: row!.improvements,
      recommendations: row!.recommendations,
    });
    expect(en.measures!.values.find((v) => v.key === 'trunkLeanMean')!.label).toBe('Trunk lean (mean)');
    const { overlayUrl: _u1, ...enRest } = en;
    const { overlayUrl: _u2, ...enAgain } = await read(id, { cookie: a.cookie, 'accept-language': 'en-US,en;q=0.9,es;q=0.8' });
    expect(enAgain).toEqual(enRest);

    // Spanish from the browser: every sentence in Spanish, the rest of the answer the same.
    const es = await read(id, { cookie: a.cookie, 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.feedback).toMatch(
      /^(BlazePose \(completo\)|BlazePose \(pesado\)|MoveNet \(Lightning\)) encontró al atleta en la foto\. Análisis de movimiento general\./,
    );
    expect(es.feedback).toBe(row!.translations!.es!.feedback);
    expect(es.strengths.length + es.improvements.length).toBeGreaterThan(0);
    expect(es.strengths).toHaveLength(en.strengths.length);
    expect(es.improvements).toHaveLength(en.improvements.length);
    expect(es.recommendations).toHaveLength(en.recommendations.length);
    for (const [i, s] of [...es.strengths, ...es.improvements, ...es.recommendations].entries()) {
      expect(s).not.toBe([...en.strengths, ...en.improvements, ...en.recommendations][i]);
      expect(s).not.toMatch(/\b(the|and|of|aim|target|knees?|trunk|lean)\b/i);
    }
    expect(es.measures!.values.find((v) => v.key === 'trunkLeanMean')!.label).toBe('Inclinación del tronco (media)');
    const strip = (f: AiFeedback) => ({
      ...f,
      feedback: '',
      strengths: [],
      improvements: [],
      recommendations: [],
      overlayUrl: '',
      measures: {
        ...f.measures!,
        values: f.measures!.values.map((v) => ({ ...v, label: '' })),
        movement: { ...f.measures!.movement!, label: '' },
        confidenceReasons: f.measures!.confidenceReasons!.map((r) => ({ ...r, text: '', advice: '' })),
      },
    });
    expect(strip(es)).toEqual(strip(en));

    // The list, and a file that could not be read.
    const mine = json<AiFeedback[]>(await t.app.inject({ method: 'GET', url: '/api/my-ai-feedback', headers: { cookie: a.cookie, 'accept-language': 'es' } }));
    expect(mine.find((m) => m.mediaId === id)!.feedback).toBe(es.feedback);
    expect(mine.find((m) => m.mediaId === broken)!.feedback).toBe('No se pudo leer este video, así que no se analizó. Vuelve a subirlo o elige otro archivo.');
    expect(mine.find((m) => m.mediaId === broken)!.recommendations).toEqual([
      'Para poder analizarlo, graba el cuerpo completo de perfil, con buena luz y la cámara fija, durante 5-10 segundos.',
    ]);

    // A coach whose account is in Spanish reads it in Spanish whatever the browser says.
    const saved = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: coach.cookie }, payload: { language: 'es' } });
    expect(saved.statusCode).toBe(200);
    expect((await read(id, { cookie: coach.cookie, 'accept-language': 'en-US' })).feedback).toBe(es.feedback);

    // A row analysed before the Spanish was stored is served in English.
    await t.database.db.update(aiFeedback).set({ translations: null }).where(eq(aiFeedback.mediaId, broken));
    expect((await read(broken, { cookie: a.cookie, 'accept-language': 'es' })).feedback).toBe(
      'This video could not be read, so it was not analysed. Please upload it again or choose another file.',
    );
  });

  it('shows the analysis to the owner, coaches and linked parents only, even when the media is public', async () => {
    const { owner, coach, parent, otherParent, stranger } = await mediaAudience(t.app);
    const id = await upload(t.app, owner.cookie, jpeg, 'mine.jpg');
    await drain();
    expect((await getFeedback(t.app, owner.cookie, id)).statusCode).toBe(200);
    expect((await getFeedback(t.app, coach.cookie, id)).statusCode).toBe(200);
    expect((await getFeedback(t.app, parent.cookie, id)).statusCode).toBe(200);
    expect((await getFeedback(t.app, otherParent.cookie, id)).statusCode).toBe(404);
    expect((await getFeedback(t.app, stranger.cookie, id)).statusCode).toBe(404);
    const pub = await t.app.inject({ method: 'PATCH', url: `/api/media/${id}/visibility`, headers: { cookie: owner.cookie }, payload: { isPublic: true } });
    expect(pub.statusCode).toBe(200);
    expect((await getFeedback(t.app, stranger.cookie, id)).statusCode).toBe(404);
    expect((await getFeedback(t.app, owner.cookie, 999999)).statusCode).toBe(404);
    expect(json<AiFeedback[]>(await t.app.inject({ method: 'GET', url: '/api/my-ai-feedback', headers: { cookie: stranger.cookie } }))).toEqual([]);
  });

  it('retries a failed analysis after a backoff, and records the last failure honestly', async () => {
    const a = await signupUser(t.app);
    const id = await upload(t.app, a.cookie, jpeg, 'flaky.jpg');
    const real = t.app.analysis.analyse;
    let calls = 0;
    t.app.analysis.analyse = async (...args) => {
      calls++;
      if (calls === 1) throw new Error('model crashed');
      return real(...args);
    };
    try {
      expect(await t.app.analysis.processNext()).toBe(true);
      const [row] = await t.database.db.select().from(aiFeedback).where(eq(aiFeedback.mediaId, id));
      expect(row).toMatchObject({ status: 'QUEUED', error: 'model crashed', attempts: 1 });
      expect(json(await getFeedback(t.app, a.cookie, id))).toEqual({ status: 'QUEUED', progress: 0 });
      // pg-boss holds the retry back (retryDelay with exponential backoff): nothing to run yet.
      const { rows } = await t.database.query(`SELECT state, start_after > now() AS later FROM pgboss.job WHERE id = $1`, [row!.jobId]);
      expect(rows[0]).toEqual({ state: 'retry', later: true });
      expect(await t.app.analysis.processNext()).toBe(false);
      // Skip the wait.
      await t.database.query(`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE id = $1`, [row!.jobId]);
      expect(await t.app.analysis.processNext()).toBe(true);
      expect(calls).toBe(2);
      const done = await getFeedback(t.app, a.cookie, id);
      expect(done.statusCode).toBe(200);

      // The last allowed attempt failing leaves an honest FAILED result, not a silent gap.
      const b = await upload(t.app, a.cookie, jpeg, 'broken-model.jpg');
      t.app.analysis.analyse = async () => {
        throw new Error('out of memory');
      };
      await expect(t.app.analysis.run(b, { id: 'x', retryCount: 3, lastAttempt: true })).rejects.toThrow('out of memory');
      const failed = json<AiFeedback>(await getFeedback(t.app, a.cookie, b));
      expect(failed.feedback).toBe(
        'The analysis could not be completed after 4 attempts, so no feedback was made. Please upload the file again, or ask a coach to review it.',
      );
      expect(failed).toMatchObject({ confidence: 0, strengths: [], improvements: [], recommendations: [], tags: ['analysis-failed'] });
    } finally {
      t.app.analysis.analyse = real;
    }
  });
});

describe(`the worker's start-up sweep on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('queues an analysis whose job was never sent, and closes one whose job ended without a result', async () => {
    const a = await signupUser(t.app);
    const jpeg = await makeJpeg();
    const unsent = await upload(t.app, a.cookie, jpeg, 'unsent.jpg');
    const lost = await upload(t.app, a.cookie, jpeg, 'lost.jpg');
    const hourAgo = new Date(Date.now() - 3600_000);
    // As if sending the first job had failed, and the second one's last try had expired with its worker.
    const [lostRow] = await t.database.db.select().from(aiFeedback).where(eq(aiFeedback.mediaId, lost));
    await t.database.query(`DELETE FROM pgboss.job WHERE data->>'mediaId' = $1`, [String(unsent)]);
    await t.database.db.update(aiFeedback).set({ jobId: null, createdAt: hourAgo }).where(eq(aiFeedback.mediaId, unsent));
    await t.database.query(`UPDATE pgboss.job SET state = 'failed' WHERE id = $1`, [lostRow!.jobId]);
    await t.database.db.update(aiFeedback).set({ status: 'RUNNING', attempts: 4, createdAt: hourAgo }).where(eq(aiFeedback.mediaId, lost));

    expect(await t.app.analysis.requeueStranded()).toBe(1);
    const l = json<AiFeedback>(await getFeedback(t.app, a.cookie, lost));
    expect(l.feedback).toBe(
      'The analysis could not be completed after 4 attempts, so no feedback was made. Please upload the file again, or ask a coach to review it.',
    );
    const lEs = json<AiFeedback>(
      await t.app.inject({ method: 'GET', url: `/api/ai-feedback/${lost}`, headers: { cookie: a.cookie, 'accept-language': 'es' } }),
    );
    expect(lEs.feedback).toBe(
      'No se pudo completar el análisis después de 4 intentos, así que no hay comentarios. Vuelve a subir el archivo o pide a un entrenador que lo revise.',
    );
    expect((await getFeedback(t.app, a.cookie, unsent)).statusCode).toBe(202);
    expect(await t.app.analysis.processNext()).toBe(true);
    expect((await getFeedback(t.app, a.cookie, unsent)).statusCode).toBe(200);
  });
});

describe(`an analysis whose worker died is tried again within two minutes (issue 17) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('a stale heartbeat hands the job back to the queue; a live one is left alone; the retry finishes the analysis', async () => {
    const a = await signupUser(t.app);
    const jpeg = await makeJpeg();
    const dead = await upload(t.app, a.cookie, jpeg, 'killed-mid-way.jpg');
    const alive = await upload(t.app, a.cookie, jpeg, 'still-working.jpg');
    const rowOf = async (mediaId: number) => (await t.database.db.select().from(aiFeedback).where(eq(aiFeedback.mediaId, mediaId)))[0]!;
    // As a worker would leave them: both jobs taken (active) and RUNNING; one stopped beating two minutes ago.
    for (const [mediaId, beat] of [
      [dead, new Date(Date.now() - 120_000)],
      [alive, new Date()],
    ] as const) {
      const row = await rowOf(mediaId);
      await t.database.query(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1`, [row.jobId]);
      await t.database.db.update(aiFeedback).set({ status: 'RUNNING', progress: 30, attempts: 1, heartbeatAt: beat }).where(eq(aiFeedback.mediaId, mediaId));
    }

    expect(await t.app.analysis.retryAbandoned()).toBe(1);
    expect(await rowOf(alive)).toMatchObject({ status: 'RUNNING', progress: 30 });
    expect(await rowOf(dead)).toMatchObject({ status: 'QUEUED', progress: 0, error: 'The worker stopped during the analysis; it is being tried again.' });
    expect(json(await getFeedback(t.app, a.cookie, dead))).toEqual({ status: 'QUEUED', progress: 0 });
    const { rows } = await t.database.query(`SELECT state FROM pgboss.job WHERE id = $1`, [(await rowOf(dead)).jobId]);
    expect(rows[0]).toEqual({ state: 'retry' });
    // A second sweep finds nothing more to do.
    expect(await t.app.analysis.retryAbandoned()).toBe(0);

    // The queue's backoff (30 s) skipped: the retry runs and finishes.
    await t.database.query(`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE id = $1`, [(await rowOf(dead)).jobId]);
    expect(await t.app.analysis.processNext()).toBe(true);
    expect(await rowOf(dead)).toMatchObject({ status: 'DONE', attempts: 2 });
    expect((await getFeedback(t.app, a.cookie, dead)).statusCode).toBe(200);
  });
});

describe(`an analysis job survives a restart on ${testDbKind()}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-analysis-restart-'));
  let scratch: ScratchDatabase | undefined;

  async function open(): Promise<Database> {
    const database = await openDatabase(scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: path.join(dataDir, 'pglite') });
    await migrate(database);
    return database;
  }
  const config = testConfig(dataDir, { WORKER: 'on' });

  beforeAll(async () => {
    if (testDbKind() === 'postgres') scratch = await createScratchDatabase('octane_test_restart');
  });
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is queued before a shutdown and analysed by the worker after the restart', async () => {
    let database = await open();
    let app = await buildApp({ config, database });
    const a = await signupUser(app);
    const id = await upload(app, a.cookie, await makeJpeg(), 'before-restart.jpg');
    expect((await getFeedback(app, a.cookie, id)).statusCode).toBe(202);
    await app.close();
    await database.close();

    // A new process: the same database, the in-process worker on (background).
    database = await open();
    app = await buildApp({ config, database, background: true });
    try {
      const deadline = Date.now() + 40_000;
      let res = await getFeedback(app, a.cookie, id);
      while (res.statusCode === 202 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        res = await getFeedback(app, a.cookie, id);
      }
      expect(res.statusCode).toBe(200);
      expect(json<AiFeedback>(res).originalName).toBe('before-restart.jpg');
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);
});
