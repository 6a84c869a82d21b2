import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation, AnnotationInput } from '../../../common/annotations.ts';
import { en, es } from '../../../common/messages/index.ts';
import { linkParent } from '../../test/fixtures.ts';
import { makeJpeg, makeMp4 } from '../../test/media-files.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

async function upload(app: FastifyInstance, cookie: string, body: Buffer, fileName: string): Promise<number> {
  const u = json<{ uploadURL: string }>(await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }));
  await app.inject({ method: 'PUT', url: u.uploadURL, payload: body, headers: { 'content-type': 'application/octet-stream' } });
  const rec = await app.inject({
    method: 'POST',
    url: '/api/upload-media-from-object-storage',
    headers: { cookie },
    payload: { fileUrl: u.uploadURL, fileName },
  });
  expect(rec.statusCode).toBe(201);
  return json<{ id: number }>(rec).id;
}

const ANGLE: AnnotationInput = {
  kind: 'angle',
  color: '#facc15',
  points: [
    [0.4, 0.3],
    [0.5, 0.5],
    [0.7, 0.5],
  ],
  atMs: 1200,
  durationMs: 800,
};

describe(`annotations (coaches' drawings on a clip) on ${testDbKind()}`, () => {
  let t: TestApp;
  let mp4: Buffer;
  let owner: Awaited<ReturnType<typeof signupUser>>;
  let coach: Awaited<ReturnType<typeof signupUser>>;
  let otherCoach: Awaited<ReturnType<typeof signupUser>>;
  let parent: Awaited<ReturnType<typeof signupUser>>;
  let otherParent: Awaited<ReturnType<typeof signupUser>>;
  let stranger: Awaited<ReturnType<typeof signupUser>>;
  let clip: number;

  beforeAll(async () => {
    t = await createTestApp();
    mp4 = await makeMp4(3);
    [owner, coach, otherCoach, parent, otherParent, stranger] = await Promise.all([
      signupUser(t.app),
      signupUser(t.app, 'COACH'),
      signupUser(t.app, 'COACH'),
      signupUser(t.app, 'PARENT'),
      signupUser(t.app, 'PARENT'),
      signupUser(t.app),
    ]);
    await linkParent(t.database.db, parent.user.id, { id: owner.user.id, email: owner.email });
    clip = await upload(t.app, owner.cookie, mp4, 'sprint.mp4');
  });
  afterAll(async () => t?.close());

  const list = (cookie: string | undefined, mediaId = clip) =>
    t.app.inject({ method: 'GET', url: `/api/media/${mediaId}/annotations`, headers: cookie ? { cookie } : {} });
  const create = (cookie: string, payload: unknown, mediaId = clip) =>
    t.app.inject({ method: 'POST', url: `/api/media/${mediaId}/annotations`, headers: { cookie }, payload: payload as object });

  it('a coach pins an angle to 1.2 s; the athlete, their linked parent and coaches see it, nobody else, even when the clip is public', async () => {
    const res = await create(coach.cookie, ANGLE);
    expect(res.statusCode).toBe(201);
    const made = json<Annotation>(res);
    expect(made).toMatchObject({ kind: 'angle', atMs: 1200, durationMs: 800, color: '#facc15', mine: true, author: { id: coach.user.id } });

    for (const viewer of [owner, parent, coach, otherCoach]) {
      const seen = await list(viewer.cookie);
      expect(seen.statusCode).toBe(200);
      const [a] = json<Annotation[]>(seen);
      expect(a).toMatchObject({ id: made.id, points: ANGLE.points, atMs: 1200, mine: viewer === coach });
    }
    for (const outsider of [otherParent, stranger]) expect((await list(outsider.cookie)).statusCode).toBe(404);
    expect((await list(undefined)).statusCode).toBe(401);

    const pub = await t.app.inject({ method: 'PATCH', url: `/api/media/${clip}/visibility`, headers: { cookie: owner.cookie }, payload: { isPublic: true } });
    expect(pub.statusCode).toBe(200);
    expect((await list(stranger.cookie)).statusCode).toBe(404);
    await t.app.inject({ method: 'PATCH', url: `/api/media/${clip}/visibility`, headers: { cookie: owner.cookie }, payload: { isPublic: false } });
  });

  it('only coaches draw: the athlete and the parent get 403 and nothing is saved', async () => {
    const before = json<Annotation[]>(await list(owner.cookie)).length;
    expect((await create(owner.cookie, ANGLE)).statusCode).toBe(403);
    expect((await create(parent.cookie, ANGLE)).statusCode).toBe(403);
    expect(json<Annotation[]>(await list(owner.cookie))).toHaveLength(before);
  });

  it('refuses bad drawings with a message a person understands', async () => {
    const cases: [unknown, RegExp | string][] = [
      [
        {
          ...ANGLE,
          points: [
            [0.1, 0.1],
            [0.2, 0.2],
          ],
        },
        en('annotations.pointsNeeded', { kind: 'angle', min: 3, max: 3 }),
      ],
      [{ ...ANGLE, kind: 'text', points: [[0.1, 0.1]] }, en('annotations.writeNote')],
      [{ ...ANGLE, color: 'javascript:alert(1)' }, en('annotations.chooseColour')],
      [
        {
          ...ANGLE,
          points: [
            [1.5, 0.1],
            [0.2, 0.2],
            [0.3, 0.3],
          ],
        },
        /./,
      ],
      [{ ...ANGLE, atMs: 60_000 }, en('annotations.outsideClip', { seconds: 3 })],
      [{ ...ANGLE, kind: 'hexagon' }, en('annotations.chooseTool')],
    ];
    for (const [payload, message] of cases) {
      const res = await create(coach.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ message: string }>(res).message).toMatch(message);
    }
    // In Spanish, figures and the drawing's kind included.
    const inSpanish = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/media/${clip}/annotations`,
        headers: { cookie: coach.cookie, 'accept-language': 'es' },
        payload: payload as object,
      });
    expect(json<{ message: string }>(await inSpanish({ ...ANGLE, points: [[0.1, 0.1]] })).message).toMatch(
      es('annotations.pointsNeeded', { kind: 'angle', min: 3, max: 3 }),
    );
    expect(json<{ message: string }>(await inSpanish({ ...ANGLE, atMs: 60_000 })).message).toBe(es('annotations.outsideClip', { seconds: 3 }));
    const photo = await upload(t.app, owner.cookie, await makeJpeg(), 'stance.jpg');
    const onPhoto = await create(coach.cookie, ANGLE, photo);
    expect(onPhoto.statusCode).toBe(400);
    expect(json<{ message: string }>(onPhoto).message).toBe(en('annotations.photo'));
    expect((await create(coach.cookie, ANGLE, 999_999)).statusCode).toBe(404);
  });

  it('the author edits and deletes; another coach, the athlete and strangers cannot', async () => {
    const made = json<Annotation>(await create(coach.cookie, { kind: 'text', color: '#ffffff', points: [[0.2, 0.2]], text: 'Drive the knee', atMs: 500 }));
    const patch = (cookie: string, payload: unknown = { ...ANGLE, kind: 'text', points: [[0.3, 0.3]], text: 'Knee up!', atMs: 700, durationMs: null }) =>
      t.app.inject({ method: 'PATCH', url: `/api/annotations/${made.id}`, headers: { cookie }, payload: payload as object });
    const del = (cookie: string) => t.app.inject({ method: 'DELETE', url: `/api/annotations/${made.id}`, headers: { cookie } });

    const other = await patch(otherCoach.cookie);
    expect(other.statusCode).toBe(403);
    expect(json<{ message: string }>(other).message).toBe(en('annotations.onlyAuthor'));
    expect((await del(otherCoach.cookie)).statusCode).toBe(403);
    expect((await patch(owner.cookie)).statusCode).toBe(403);
    expect((await del(stranger.cookie)).statusCode).toBe(403);

    const edited = await patch(coach.cookie);
    expect(edited.statusCode).toBe(200);
    expect(json<Annotation>(edited)).toMatchObject({ id: made.id, text: 'Knee up!', atMs: 700, durationMs: null, points: [[0.3, 0.3]] });
    expect(json<Annotation[]>(await list(parent.cookie)).find((a) => a.id === made.id)).toMatchObject({ text: 'Knee up!', atMs: 700 });
    expect((await patch(coach.cookie, { ...ANGLE, points: [] })).statusCode).toBe(400);

    expect((await del(coach.cookie)).statusCode).toBe(204);
    expect(json<Annotation[]>(await list(owner.cookie)).find((a) => a.id === made.id)).toBeUndefined();
    expect((await del(coach.cookie)).statusCode).toBe(404);
    expect((await patch(coach.cookie)).statusCode).toBe(404);
  });

  it('lists drawings in playback order', async () => {
    const fresh = await upload(t.app, owner.cookie, mp4, 'order.mp4');
    for (const atMs of [2000, 100, 900]) expect((await create(coach.cookie, { ...ANGLE, atMs }, fresh)).statusCode).toBe(201);
    expect(json<Annotation[]>(await list(owner.cookie, fresh)).map((a) => a.atMs)).toEqual([100, 900, 2000]);
  });
});
