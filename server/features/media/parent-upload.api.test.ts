import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type MediaItem } from '../../../common/media.ts';
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
    t.app.inject({ method: 'POST', url: `/api/objects/upload${query ? `?athleteId=${encodeURIComponent(String(query.athleteId))}` : ''}`, headers: { cookie } });
  const record = (cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/upload-media-from-object-storage', headers: { cookie }, payload });
  const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

  async function family() {
    const parent = await signupUser(t.app, 'PARENT');
    const res = await t.app.inject({ method: 'POST', url: '/api/parent/children', headers: { cookie: parent.cookie }, payload: { firstName: 'Lia', lastName: 'Moss', dateOfBirth: bornYearsAgo(9) } });
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
    const fb = await t.app.inject({ method: 'POST', url: '/api/coach-feedback', headers: { cookie: coach.cookie }, payload: { mediaId: id, rating: 5, feedback: 'Great take-off.' } });
    expect(fb.statusCode, fb.body).toBe(201);
    expect((await db().select().from(outbox).where(eq(outbox.to, parent.email))).length).toBeGreaterThan(0);
    const feedback = json<Array<{ athleteId: number; comments: string }>>(await t.app.inject({ method: 'GET', url: '/api/parent/coach-feedback', headers: { cookie: parent.cookie } }));
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

  it('refuses a parent without a chosen athlete, another parent\'s child, an ended link, and athletes naming others', async () => {
    const { parent, child } = await family();
    const other = await family();
    const none = await link(parent.cookie);
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe(MEDIA_MESSAGES.chooseAthlete);
    const foreign = await link(parent.cookie, { athleteId: other.child.id });
    expect(foreign.statusCode).toBe(403);
    expect(message(foreign)).toBe(MEDIA_MESSAGES.notYourAthlete);
    expect((await link(parent.cookie, { athleteId: parent.user.id })).statusCode).toBe(403);
    // An athlete uploads for themselves only.
    const athlete = await signupUser(t.app);
    expect((await link(athlete.cookie, { athleteId: child.id })).statusCode).toBe(403);
    expect((await link(athlete.cookie, { athleteId: athlete.user.id })).statusCode).toBe(200);
    // Hostile input.
    for (const bad of [{ athleteId: '99999999999999999999' }, { athleteId: -1 }, { athleteId: 'x\u0000' }, { athleteId: 1.5 }]) {
      expect((await link(parent.cookie, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: parent.cookie, 'content-type': 'application/json' }, payload: '' });
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

  it("counts against the parent's plan, not the child's", async () => {
    const { parent, child } = await family();
    for (let i = 0; i < FREE_UPLOADS; i++) expect((await upload(parent.cookie, child.id)).rec!.statusCode).toBe(201);
    const over = await link(parent.cookie, { athleteId: child.id });
    expect(over.statusCode).toBe(402);
    expect(message(over)).toContain('Your Free plan includes 5 media uploads a month');
    const plan = json<{ usage: { mediaUploads: { used: number } } }>(await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: { cookie: parent.cookie } }));
    expect(plan.usage.mediaUploads.used).toBe(FREE_UPLOADS);
    // With a bigger plan the parent uploads again; the child's own allowance was never used.
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, parent.user.id));
    expect((await upload(parent.cookie, child.id)).rec!.statusCode).toBe(201);
  });

  it(`uploads at the limit fired together record exactly the limit (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { parent, child } = await family();
      // Two children, so the uploads race across athletes and still count on the one parent.
      const second = json<LinkedAthlete>(
        await t.app.inject({ method: 'POST', url: '/api/parent/children', headers: { cookie: parent.cookie }, payload: { firstName: 'Kai', lastName: 'Moss', dateOfBirth: bornYearsAgo(11) } }),
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
