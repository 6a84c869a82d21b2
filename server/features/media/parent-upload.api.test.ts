import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../common/media.ts';
import { en } from '../../../common/messages/index.ts';
import type { LinkedAthlete } from '../../../common/parent.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { users } from '../../db/schema/users.ts';
import { linkParent } from '../../test/fixtures.ts';
import { makeJpeg } from '../../test/media-files.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/* A parent uploads for a child (issue 29, decision 047): the child owns it, the parent's plan pays. */
const TRIALS = 20;
const FREE_UPLOADS = 5;

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

describe(`a parent's uploads for a child (decision 047) on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    jpeg = await makeJpeg();
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const link = (cookie: string, query?: { athleteId: unknown }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/objects/upload${query ? `?athleteId=${encodeURIComponent(String(query.athleteId))}` : ''}`,
      headers: { cookie },
    });
  const record = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/upload-media-from-object-storage', headers: { cookie }, payload });
  const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

  async function family() {
    const parent = await signupUser(t.app, 'PARENT');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: { cookie: parent.cookie },
      payload: { firstName: 'Lia', lastName: 'Moss', dateOfBirth: bornYearsAgo(9) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { parent, child: json<LinkedAthlete>(res) };
  }
  /** Link, PUT, record: the three steps of an upload. */
  async function upload(cookie: string, athleteId?: number, fileName = 'jump.jpg') {
    const l = await link(cookie, athleteId === undefined ? undefined : { athleteId });
    if (l.statusCode !== 200) return { link: l, rec: null };
    const { uploadURL } = json<{ uploadURL: string }>(l);
    const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: jpeg, headers: { 'content-type': 'application/octet-stream' } });
    expect(put.statusCode).toBe(200);
    const rec = await record(cookie, { fileUrl: uploadURL, fileName, ...(athleteId === undefined ? {} : { athleteId: String(athleteId) }) });
    return { link: l, rec, uploadURL };
  }

  it('records the child as owner and the parent as uploader; both lists show it, the coach sees who uploaded it', async () => {
    const { parent, child } = await family();
    const { rec } = await upload(parent.cookie, child.id, 'first-jump.jpg');
    expect(rec!.statusCode, rec!.body).toBe(201);
    const { id } = json<{ id: number }>(rec!);
    const [row] = await db().select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(row).toMatchObject({ userId: child.id, uploadedBy: parent.user.id });
    expect(row!.storageKey).toMatch(new RegExp(`^uploads/${child.id}/`));
    const mine = json<MediaItem[]>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: parent.cookie } }));
    expect(mine.map((m) => [m.id, m.user?.firstName, m.uploadedBy?.role])).toEqual([[id, 'Lia', 'PARENT']]);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: { cookie: parent.cookie } })).statusCode).toBe(200);
    // The coach's queue names the parent who uploaded it.
    const coach = await signupUser(t.app, 'COACH');
    const queue = json<MediaItem[]>(await t.app.inject({ method: 'GET', url: '/api/coach/media-uploads', headers: { cookie: coach.cookie } }));
    const item = queue.find((m) => m.id === id)!;
    expect(item.user).toMatchObject({ id: child.id, firstName: 'Lia' });
    expect(item.uploadedBy).toEqual({ id: parent.user.id, firstName: parent.firstName, lastName: parent.lastName, role: 'PARENT' });
    // The coach's feedback reaches the parent by e-mail and on the dashboard.
    const fb = await t.app.inject({
      method: 'POST',
      url: '/api/coach-feedback',
      headers: { cookie: coach.cookie },
      payload: { mediaId: id, rating: 5, feedback: 'Great take-off.' },
    });
    expect(fb.statusCode, fb.body).toBe(201);
    expect((await db().select().from(outbox).where(eq(outbox.to, parent.email))).length).toBeGreaterThan(0);
    const feedback = json<Array<{ athleteId: number; comments: string }>>(
      await t.app.inject({ method: 'GET', url: '/api/parent/coach-feedback', headers: { cookie: parent.cookie } }),
    );
    expect(feedback).toEqual([expect.objectContaining({ athleteId: child.id, comments: 'Great take-off.' })]);
    // An athlete's own upload names no uploader.
    const athlete = await signupUser(t.app);
    const own = await upload(athlete.cookie);
    expect(own.rec!.statusCode).toBe(201);
    const [ownItem] = json<MediaItem[]>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: athlete.cookie } }));
    expect(ownItem!.uploadedBy ?? null).toBeNull();
  });

  it('a child with a login sees the upload their parent made in their own list', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const teen = await signupUser(t.app);
    await linkParent(db(), parent.user.id, { id: teen.user.id, email: teen.email });
    const { rec } = await upload(parent.cookie, teen.user.id);
    expect(rec!.statusCode).toBe(201);
    const list = json<MediaItem[]>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: teen.cookie } }));
    expect(list).toHaveLength(1);
    expect(list[0]!.uploadedBy).toMatchObject({ id: parent.user.id, role: 'PARENT' });
  });

  it("refuses a parent without a chosen athlete, another parent's child, an ended link, and athletes naming others", async () => {
    const { parent, child } = await family();
    const other = await family();
    const none = await link(parent.cookie);
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe(en('media.chooseAthlete'));
    const foreign = await link(parent.cookie, { athleteId: other.child.id });
    expect(foreign.statusCode).toBe(403);
    expect(message(foreign)).toBe(en('media.notYourAthlete'));
    expect((await link(parent.cookie, { athleteId: parent.user.id })).statusCode).toBe(403);
    // An athlete uploads for themselves only.
    const athlete = await signupUser(t.app);
    expect((await link(athlete.cookie, { athleteId: child.id })).statusCode).toBe(403);
    expect((await link(athlete.cookie, { athleteId: athlete.user.id })).statusCode).toBe(200);
    // Hostile input.
    for (const bad of [{ athleteId: '99999999999999999999' }, { athleteId: -1 }, { athleteId: 'x\u0000' }, { athleteId: 1.5 }]) {
      expect((await link(parent.cookie, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: parent.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);

    // A link asked for the child cannot be recorded for another athlete, nor by another parent, nor after the link ended.
    const l = json<{ uploadURL: string }>(await link(parent.cookie, { athleteId: child.id }));
    await t.app.inject({ method: 'PUT', url: l.uploadURL, payload: jpeg, headers: { 'content-type': 'application/octet-stream' } });
    expect((await record(parent.cookie, { fileUrl: l.uploadURL, fileName: 'a.jpg', athleteId: String(other.child.id) })).statusCode).toBe(403);
    expect((await record(other.parent.cookie, { fileUrl: l.uploadURL, fileName: 'a.jpg' })).statusCode).toBe(403);
    expect((await record(parent.cookie, { fileUrl: l.uploadURL, fileName: 'a.jpg', athleteId: '99999999999999999999' })).statusCode).toBe(400);
    expect((await record(parent.cookie, { fileUrl: l.uploadURL, fileName: 'a\u0000.jpg' })).statusCode).toBe(400);
    await db().update(athleteLinks).set({ status: 'REVOKED' }).where(eq(athleteLinks.athleteId, child.id));
    const ended = await record(parent.cookie, { fileUrl: l.uploadURL, fileName: 'a.jpg' });
    expect(ended.statusCode).toBe(403);
    expect(await db().select().from(mediaUploads).where(eq(mediaUploads.userId, child.id))).toEqual([]);
    expect((await link(parent.cookie, { athleteId: child.id })).statusCode).toBe(403);
  });

  it("a parent's AI Analysis list holds their linked children's analyses (whoever uploaded), each naming its athlete, and no one else's", async () => {
    const { parent, child } = await family();
    const teen = await signupUser(t.app);
    await db().update(users).set({ firstName: 'Teo', lastName: 'Moss' }).where(eq(users.id, teen.user.id));
    await linkParent(db(), parent.user.id, { id: teen.user.id, email: teen.email });
    const other = await family();
    const byParent = json<{ id: number }>((await upload(parent.cookie, child.id, 'lia-jump.jpg')).rec!).id;
    const byTeen = json<{ id: number }>((await upload(teen.cookie, undefined, 'teo-own.jpg')).rec!).id;
    const foreign = json<{ id: number }>((await upload(other.parent.cookie, other.child.id, 'other.jpg')).rec!).id;
    const stranger = await signupUser(t.app);
    const strangers = json<{ id: number }>((await upload(stranger.cookie, undefined, 'stranger.jpg')).rec!).id;
    // Nothing is listed before it is analysed (no worker runs in tests).
    type Listed = Array<{ mediaId: number; originalName: string; athlete?: { id: number; firstName: string; lastName: string } }>;
    const list = async (cookie: string, lang = 'en') =>
      json<Listed>(await t.app.inject({ method: 'GET', url: '/api/my-ai-feedback', headers: { cookie, 'accept-language': lang } }));
    expect(await list(parent.cookie)).toEqual([]);
    while (await t.app.analysis.processNext());
    t.app.caches.invalidate(); // the analyses finished behind the app's back

    const mine = await list(parent.cookie);
    expect(mine.map((a) => a.mediaId).sort((x, y) => x - y)).toEqual([byParent, byTeen].sort((x, y) => x - y));
    expect(mine.find((a) => a.mediaId === byParent)).toMatchObject({
      originalName: 'lia-jump.jpg',
      athlete: { id: child.id, firstName: 'Lia', lastName: 'Moss' },
    });
    expect(mine.find((a) => a.mediaId === byTeen)).toMatchObject({
      originalName: 'teo-own.jpg',
      athlete: { id: teen.user.id, firstName: 'Teo', lastName: 'Moss' },
    });
    expect(mine.some((a) => a.mediaId === foreign || a.mediaId === strangers)).toBe(false);
    // In the reader's language, like the athlete's own list.
    const es = await list(parent.cookie, 'es');
    const esTeen = es.find((a) => a.mediaId === byTeen) as unknown as { feedback: string };
    const teenOwn = json<Array<{ mediaId: number; feedback: string; athlete?: unknown }>>(
      await t.app.inject({ method: 'GET', url: '/api/my-ai-feedback', headers: { cookie: teen.cookie, 'accept-language': 'es' } }),
    );
    expect(esTeen.feedback).toBe(teenOwn.find((a) => a.mediaId === byTeen)!.feedback);
    // The athlete's own list is theirs only (the upload their parent made for them included), naming no athlete.
    expect(teenOwn.map((a) => a.mediaId)).toEqual([byTeen]);
    expect(teenOwn[0]!.athlete).toBeUndefined();
    // The other parent sees only their own child's; a stranger's stays theirs.
    expect((await list(other.parent.cookie)).map((a) => a.mediaId)).toEqual([foreign]);
    expect((await list(stranger.cookie)).map((a) => a.mediaId)).toEqual([strangers]);

    // A link that ends (revoked) takes that athlete's analyses out; one still pending never shows them.
    await db().update(athleteLinks).set({ status: 'REVOKED' }).where(eq(athleteLinks.athleteId, teen.user.id));
    t.app.caches.invalidate();
    expect((await list(parent.cookie)).map((a) => a.mediaId)).toEqual([byParent]);
    expect((await t.app.inject({ method: 'GET', url: `/api/ai-feedback/${byTeen}`, headers: { cookie: parent.cookie } })).statusCode).toBe(404);
    await db().update(athleteLinks).set({ status: 'PENDING' }).where(eq(athleteLinks.athleteId, teen.user.id));
    t.app.caches.invalidate();
    expect((await list(parent.cookie)).map((a) => a.mediaId)).toEqual([byParent]);
    // Read-only: a parent cannot change the child's upload.
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/media/${byParent}/visibility`,
      headers: { cookie: parent.cookie },
      payload: { isPublic: true },
    });
    expect(change.statusCode).toBe(404);
  });

  it("counts against the parent's plan, not the child's", async () => {
    const { parent, child } = await family();
    for (let i = 0; i < FREE_UPLOADS; i++) expect((await upload(parent.cookie, child.id)).rec!.statusCode).toBe(201);
    const over = await link(parent.cookie, { athleteId: child.id });
    expect(over.statusCode).toBe(402);
    expect(message(over)).toContain('Your Free plan includes 5 media uploads a month');
    const plan = json<{ usage: { mediaUploads: { used: number } } }>(
      await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: { cookie: parent.cookie } }),
    );
    expect(plan.usage.mediaUploads.used).toBe(FREE_UPLOADS);
    // With a bigger plan the parent uploads again; the child's own allowance was never used.
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, parent.user.id));
    expect((await upload(parent.cookie, child.id)).rec!.statusCode).toBe(201);
  });

  it("a refusal at the plan's limit says whose plan it is: the parent's own to the parent, the parent's to a coach reviewing a parent's upload, the athlete's otherwise", async () => {
    const { parent, child } = await family();
    const coach = await signupUser(t.app, 'COACH');
    let batch = 0;
    const insertMedia = async (userId: number, uploadedBy: number | null, n: number) =>
      db()
        .insert(mediaUploads)
        .values(
          Array.from({ length: n }, (_, i) => ({
            userId,
            uploadedBy,
            storageKey: `uploads/${userId}/whose-${++batch}-${i}-aaaaaaaaaaaaaaaa`,
            originalName: `w${i}.jpg`,
            fileType: 'IMAGE' as const,
            mimeType: 'image/jpeg',
            fileSize: 1000,
          })),
        )
        .returning({ id: mediaUploads.id });
    const review = (mediaId: number, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/coach-feedback',
        headers: { cookie: coach.cookie, 'accept-language': lang },
        payload: { mediaId, feedback: 'Land softer.', rating: 4 },
      });
    // The Free plan gives 2 coach reviews a month; the parent's plan pays for the uploads the parent made.
    const byParent = await insertMedia(child.id, parent.user.id, 3);
    expect((await review(byParent[0]!.id)).statusCode).toBe(201);
    expect((await review(byParent[1]!.id)).statusCode).toBe(201);
    const refused = await review(byParent[2]!.id);
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toMatchObject({
      limit: 'maxCoachFeedback',
      message:
        "The Free plan of the parent who uploaded this for the athlete includes 2 coach feedback reviews a month, and they've used them all. The parent can upgrade their plan to get more.",
    });
    expect(json(await review(byParent[2]!.id, 'es')).message).toBe(
      'El plan Free del padre, la madre o el tutor que subió este archivo para el atleta incluye 2 revisiones del entrenador al mes y ya las ha usado todas. Quien lo subió puede mejorar su plan para tener más.',
    );
    // The child's own upload counts on the child's plan, still unused.
    const [own] = await insertMedia(child.id, null, 1);
    expect((await review(own!.id)).statusCode).toBe(201);
    // An athlete's own uploads: the athlete's plan, named as such.
    const athlete = await signupUser(t.app);
    const theirs = await insertMedia(athlete.user.id, null, 3);
    for (const m of theirs.slice(0, 2)) expect((await review(m.id)).statusCode).toBe(201);
    const athleteRefused = await review(theirs[2]!.id);
    expect(athleteRefused.statusCode).toBe(402);
    expect(json(athleteRefused).message).toBe(
      "This athlete's Free plan includes 2 coach feedback reviews a month, and they've used them all. They can upgrade their plan to get more.",
    );
    expect(json(await review(theirs[2]!.id, 'es')).message).toBe(
      'El plan Free de este atleta incluye 2 revisiones del entrenador al mes y ya las ha usado todas. Puede mejorar su plan para tener más.',
    );
    // The parent, refused an upload link for the child at their own limit, reads "Your plan", in Spanish too.
    await insertMedia(child.id, parent.user.id, FREE_UPLOADS - 3);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/objects/upload?athleteId=${child.id}`,
      headers: { cookie: parent.cookie, 'accept-language': 'es' },
    });
    expect(mine.statusCode).toBe(402);
    expect(message(mine)).toBe('Tu plan Free incluye 5 subidas de archivos al mes y ya las has usado todas. Mejora tu plan para tener más.');
  });

  it(`uploads at the limit fired together record exactly the limit (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { parent, child } = await family();
      // Two children, so the uploads race across athletes and still count on the one parent.
      const second = json<LinkedAthlete>(
        await t.app.inject({
          method: 'POST',
          url: '/api/parent/children',
          headers: { cookie: parent.cookie },
          payload: { firstName: 'Kai', lastName: 'Moss', dateOfBirth: bornYearsAgo(11) },
        }),
      );
      for (let k = 0; k < FREE_UPLOADS - 1; k++) expect((await upload(parent.cookie, k % 2 ? second.id : child.id)).rec!.statusCode).toBe(201);
      const results = await Promise.all([upload(parent.cookie, child.id), upload(parent.cookie, second.id), upload(parent.cookie, child.id)]);
      const ok = results.filter((r) => r.rec?.statusCode === 201);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.rec?.statusCode !== 201)) expect(r.link.statusCode).toBe(402);
      const rows = await db().select().from(mediaUploads).where(eq(mediaUploads.uploadedBy, parent.user.id));
      expect(rows).toHaveLength(FREE_UPLOADS);
    }
  });
});
