import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiFeedback, PoseTrack } from '../../../common/analysis.ts';
import type { Progress, ProgressAthlete } from '../../../common/progress.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { coachFeedback } from '../../db/schema/media.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent } from '../../test/fixtures.ts';
import { makeMp4 } from '../../test/media-files.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

async function upload(app: FastifyInstance, cookie: string, body: Buffer, fileName: string, sport = 'Soccer'): Promise<number> {
  const u = json<{ uploadURL: string }>(await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }));
  await app.inject({ method: 'PUT', url: u.uploadURL, payload: body, headers: { 'content-type': 'application/octet-stream' } });
  const rec = await app.inject({
    method: 'POST',
    url: '/api/upload-media-from-object-storage',
    headers: { cookie },
    payload: { fileUrl: u.uploadURL, fileName, sport },
  });
  expect(rec.statusCode).toBe(201);
  return json<{ id: number }>(rec).id;
}

describe(`the player's track and the progress page on ${testDbKind()}`, () => {
  let t: TestApp;
  let mp4: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    mp4 = await makeMp4(2);
  });
  afterAll(async () => t?.close());

  it("stores every analysed frame of the whole clip and serves it to the clip's viewers only", { timeout: 120_000 }, async () => {
    const owner = await signupUser(t.app);
    const parent = await signupUser(t.app, 'PARENT');
    const stranger = await signupUser(t.app);
    await linkParent(t.database.db, parent.user.id, { id: owner.user.id, email: owner.email });
    const id = await upload(t.app, owner.cookie, mp4, 'pattern.mp4');
    const get = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/ai-feedback/${id}/track`, headers: { cookie } });
    expect((await get(owner.cookie)).statusCode).toBe(404); // not analysed yet
    while (await t.app.analysis.processNext());
    const f = json<AiFeedback>(await t.app.inject({ method: 'GET', url: `/api/ai-feedback/${id}`, headers: { cookie: owner.cookie } }));
    // Soccer: 10 frames a second over the whole 2 s clip (15 fps), said in the result.
    expect(f.measures!.analysedFrames).toEqual({ count: 20, fromSeconds: 0, toSeconds: 1.9, everySeconds: 0.1, framesPerClipFrame: 0.667 });
    const res = await get(owner.cookie);
    expect(res.statusCode).toBe(200);
    const track = json<PoseTrack>(res);
    expect(track.t).toEqual(Array.from({ length: 20 }, (_, i) => i * 100));
    expect(track.k).toEqual(Array(20).fill(null)); // a test pattern: nobody in any frame
    expect(track).toMatchObject({ sampleFps: 10, videoFps: 15, scale: 1000, joints: expect.arrayContaining(['left_knee']) });
    expect((await get(parent.cookie)).statusCode).toBe(200);
    expect((await get(stranger.cookie)).statusCode).toBe(404);
  });

  it('shows sessions attended per week, coach ratings and each measure across three uploads with its band, best, latest and change', async () => {
    const athlete = await signupUser(t.app);
    const coach = await signupUser(t.app, 'COACH');
    const parent = await signupUser(t.app, 'PARENT');
    const otherParent = await signupUser(t.app, 'PARENT');
    const db = t.database.db;
    await db.update(users).set({ sport: 'Track & Field' }).where(eq(users.id, athlete.user.id));
    await linkParent(db, parent.user.id, { id: athlete.user.id, email: athlete.email });

    // Three analysed running clips (stored as before issue 33: steps seen, so the knee drive was
    // judged) with a measured knee drive (the speed profile wants 90 degrees or more).
    const ids: number[] = [];
    for (const [i, kneeDrive] of [70, 95, 85].entries()) {
      const id = await upload(t.app, athlete.cookie, mp4, `run-${i}.mp4`, 'Track & Field');
      await db
        .update(aiFeedback)
        .set({
          status: 'DONE',
          completedAt: new Date(),
          measures: {
            profile: 'speed',
            model: 'movenet',
            framesAnalysed: 1,
            framesWithPerson: 1,
            secondsAnalysed: 1,
            sampleFps: 12,
            keyFrameSeconds: 0,
            values: [
              { key: 'kneeDrive', label: 'Knee drive (peak hip flexion)', value: kneeDrive, unit: '°' },
              { key: 'cadence', label: 'Cadence', value: 176, unit: 'steps/min' },
            ],
          },
        })
        .where(eq(aiFeedback.mediaId, id));
      ids.push(id);
    }
    // A fourth clip with no steps (standing): its knee drive was never judged, so it is not plotted against the range (issue 33).
    const still = await upload(t.app, athlete.cookie, mp4, 'standing.mp4', 'Track & Field');
    await db
      .update(aiFeedback)
      .set({
        status: 'DONE',
        completedAt: new Date(),
        measures: {
          profile: 'speed',
          model: 'movenet',
          framesAnalysed: 1,
          framesWithPerson: 1,
          secondsAnalysed: 1,
          sampleFps: 12,
          keyFrameSeconds: 0,
          values: [{ key: 'kneeDrive', label: 'Knee drive (peak hip flexion)', value: 12, unit: '°' }],
        },
      })
      .where(eq(aiFeedback.mediaId, still));
    await db.insert(coachFeedback).values([
      { mediaId: ids[0]!, coachId: coach.user.id, rating: 3, feedback: 'Lift the knee' },
      { mediaId: ids[2]!, coachId: coach.user.id, rating: 5, feedback: 'Much better' },
    ]);
    // Two sessions attended in the past, one marked no-show, one still to come.
    const program = await createProgram(db);
    for (const [hours, attendance] of [
      [-30, null],
      [-50, 'CHECKED_IN'],
      [-70, 'NO_SHOW'],
      [48, null],
    ] as const) {
      const s = await createSession(db, program.id, { hoursFromNow: hours });
      await db.insert(bookings).values({ sessionId: s.id, payerId: athlete.user.id, athleteId: athlete.user.id, amountCents: 8000, attendance });
    }

    const get = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/progress/${athlete.user.id}`, headers: { cookie } });
    for (const viewer of [athlete, coach, parent]) expect((await get(viewer.cookie)).statusCode).toBe(200);
    expect((await get(otherParent.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/progress/${coach.user.id}`, headers: { cookie: coach.cookie } })).statusCode).toBe(404);

    const p = json<Progress>(await get(parent.cookie));
    expect(p.profile).toBe('speed');
    expect(p.weeks).toHaveLength(12);
    expect(p.weeks.reduce((s, w) => s + w.sessions, 0)).toBe(2);
    expect(p.ratings.map((r) => r.rating)).toEqual([3, 5]);
    const knee = p.measures.find((m) => m.key === 'kneeDrive')!;
    expect(knee.points.map((x) => x.value)).toEqual([70, 95, 85]);
    expect(knee).toMatchObject({ label: 'Knee drive (peak hip flexion)', band: { min: 90, max: null }, better: 'higher', best: 95, latest: 85, change: 15 });
    // In the reader's language (here the browser's): the measure's name, the figures the same.
    const es = json<Progress>(
      await t.app.inject({ method: 'GET', url: `/api/progress/${athlete.user.id}`, headers: { cookie: parent.cookie, 'accept-language': 'es-MX,es;q=0.9' } }),
    );
    const kneeEs = es.measures.find((m) => m.key === 'kneeDrive')!;
    expect(kneeEs.label).not.toBe(knee.label);
    expect(kneeEs.label).toMatch(/rodilla/i);
    expect({ ...kneeEs, label: knee.label }).toEqual(knee);

    const mine = json<ProgressAthlete[]>(await t.app.inject({ method: 'GET', url: '/api/progress/athletes', headers: { cookie: parent.cookie } }));
    expect(mine.map((a) => a.id)).toEqual([athlete.user.id]);
    const coachList = json<ProgressAthlete[]>(await t.app.inject({ method: 'GET', url: '/api/progress/athletes', headers: { cookie: coach.cookie } }));
    expect(coachList.map((a) => a.id)).toContain(athlete.user.id);
    expect(json<ProgressAthlete[]>(await t.app.inject({ method: 'GET', url: '/api/progress/athletes', headers: { cookie: otherParent.cookie } }))).toEqual([]);
  });
});
