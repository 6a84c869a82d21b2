import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedAthlete } from '../../../common/parent.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { planLimitNotices } from '../../db/schema/plan-notices.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/*
 * A coach refused at the parent's plan (a parent's upload for a child counts on the parent's coach
 * reviews, decision 047) answers 402 to the coach, and the parent is told by e-mail, in their
 * language, with the plan page's link: once per child, limit and month, however many refusals.
 */
const TRIALS = 20;
const FREE_REVIEWS = 2;

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

describe(`the parent is told when a coach is refused at the parent's plan on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let coach: Awaited<ReturnType<typeof signupUser>>;
  let coach2: Awaited<ReturnType<typeof signupUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    coach = await signupUser(t.app, 'COACH', { firstName: 'Sam', lastName: 'Cole' });
    coach2 = await signupUser(t.app, 'COACH', { firstName: 'Ana', lastName: 'Ruiz' });
  });
  afterAll(async () => {
    t.app.ctx.now = () => new Date();
    await t?.close();
  });

  const db = () => t.database.db;
  let batch = 0;
  async function family(firstNames = ['Lia']) {
    const parent = await signupUser(t.app, 'PARENT', { firstName: 'Marta' });
    const children: LinkedAthlete[] = [];
    for (const firstName of firstNames) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/parent/children',
        headers: { cookie: parent.cookie },
        payload: { firstName, lastName: 'Moss', dateOfBirth: bornYearsAgo(9) },
      });
      expect(res.statusCode, res.body).toBe(201);
      children.push(json<LinkedAthlete>(res));
    }
    return { parent, children };
  }
  /** Uploads of `userId`'s, made by `uploadedBy` (a parent) or by the athlete (null). */
  const insertMedia = async (userId: number, uploadedBy: number | null, n: number, title = 'Box jump') =>
    (
      await db()
        .insert(mediaUploads)
        .values(
          Array.from({ length: n }, (_, i) => ({
            userId,
            uploadedBy,
            title,
            storageKey: `uploads/${userId}/notice-${++batch}-${i}-aaaaaaaaaaaa`,
            originalName: `n${i}.jpg`,
            fileType: 'IMAGE' as const,
            mimeType: 'image/jpeg',
            fileSize: 1000,
          })),
        )
        .returning({ id: mediaUploads.id })
    ).map((r) => r.id);
  /** The parent's plan's reviews used up this month on uploads the parent made for `childId`. */
  async function useUp(parentId: number, childId: number) {
    const ids = await insertMedia(childId, parentId, FREE_REVIEWS);
    await db()
      .insert(coachFeedback)
      .values(ids.map((mediaId) => ({ mediaId, coachId: coach.user.id, rating: 4, feedback: 'Good.' })));
  }
  const review = (cookie: string, mediaId: number) =>
    t.app.inject({ method: 'POST', url: '/api/coach-feedback', headers: { cookie }, payload: { mediaId, feedback: 'Land softer.', rating: 4 } });
  const dashboard = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/parent/plan-notices', headers: { cookie } });
  /** The notices in the parent's mailbox (English or Spanish). */
  const noticesTo = async (email: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), or(like(outbox.subject, "A coach couldn't review%"), like(outbox.subject, 'Un entrenador no pudo revisar%'))));

  it('tells the parent once per child and month, in English, with the plan link; the coach still reads the 402', async () => {
    t.app.ctx.now = () => new Date();
    const { parent, children } = await family(['Lia', 'Kai']);
    const [lia, kai] = children as [LinkedAthlete, LinkedAthlete];
    await useUp(parent.user.id, lia.id);
    const [first, second] = await insertMedia(lia.id, parent.user.id, 2);
    const refused = await review(coach.cookie, first!);
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toMatchObject({ limit: 'maxCoachFeedback', upgradeUrl: '/subscription' });
    const mail = await noticesTo(parent.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("A coach couldn't review Lia's upload");
    expect(mail[0]!.text).toContain('Hi Marta,');
    expect(mail[0]!.text).toContain(
      'Coach Sam Cole tried to review "Box jump", which you uploaded for Lia, but uploads you make for your children count on your Free plan, which includes 2 coach feedback reviews a month',
    );
    expect(mail[0]!.text).toMatch(/Upgrade your plan so the coach can review it: http:\/\/\S+\/subscription/);
    // The same child again, another upload, another coach: nothing more this month.
    expect((await review(coach.cookie, first!)).statusCode).toBe(402);
    expect((await review(coach2.cookie, second!)).statusCode).toBe(402);
    expect(await noticesTo(parent.email)).toHaveLength(1);
    // The other child's upload, refused at the same (parent's) limit: one notice for that child.
    const [forKai] = await insertMedia(kai.id, parent.user.id, 1, 'Sprint start');
    expect((await review(coach.cookie, forKai!)).statusCode).toBe(402);
    const both = await noticesTo(parent.email);
    expect(both.map((m) => m.subject).sort()).toEqual(["A coach couldn't review Kai's upload", "A coach couldn't review Lia's upload"]);
    // The dashboard says it too, one line per child, while the plan still caps it; to the parent only.
    const shown = await dashboard(parent.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('no-store');
    expect(json<Array<Record<string, unknown>>>(shown).map(({ refusedAt, ...n }) => (expect(Date.parse(refusedAt as string)).not.toBeNaN(), n))).toEqual([
      { athleteId: lia.id, athleteName: 'Lia', planName: 'Free', limit: FREE_REVIEWS },
      { athleteId: kai.id, athleteName: 'Kai', planName: 'Free', limit: FREE_REVIEWS },
    ]);
    expect((await dashboard(coach.cookie)).statusCode).toBe(403);
    const other = await family(['Noa']);
    expect(json(await dashboard(other.parent.cookie))).toEqual([]);
    // A refusal at the child's own plan (the child's own upload) is not the parent's: no notice.
    const own = await insertMedia(lia.id, null, FREE_REVIEWS + 1);
    for (const id of own.slice(0, FREE_REVIEWS)) expect((await review(coach.cookie, id)).statusCode).toBe(201);
    expect((await review(coach.cookie, own[FREE_REVIEWS]!)).statusCode).toBe(402);
    expect(await noticesTo(parent.email)).toHaveLength(2);
    // Next month (the clock moved), a refusal for the same child tells the parent again. The limit
    // counts by the same clock, so next month's reviews are used up first.
    const nextMonth = new Date(Date.now() + 32 * 24 * 3600_000);
    t.app.ctx.now = () => nextMonth;
    const usedNextMonth = await insertMedia(lia.id, parent.user.id, FREE_REVIEWS);
    await db()
      .insert(coachFeedback)
      .values(usedNextMonth.map((mediaId) => ({ mediaId, coachId: coach.user.id, rating: 4, feedback: 'Good.', createdAt: nextMonth })));
    expect((await review(coach.cookie, first!)).statusCode).toBe(402);
    expect(await noticesTo(parent.email)).toHaveLength(3);
    expect(await db().select().from(planLimitNotices).where(eq(planLimitNotices.payerId, parent.user.id))).toHaveLength(3);
    t.app.ctx.now = () => new Date();
    // Once upgraded, the coach's review goes through and no notice is sent.
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, parent.user.id));
    expect(json(await dashboard(parent.cookie))).toEqual([]);
    expect((await review(coach.cookie, second!)).statusCode).toBe(201);
    expect(await noticesTo(parent.email)).toHaveLength(3);
  });

  it('writes to a Spanish-speaking parent in Spanish', async () => {
    const { parent, children } = await family(['Lucía']);
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: parent.cookie }, payload: { language: 'es' } });
    await useUp(parent.user.id, children[0]!.id);
    const [m] = await insertMedia(children[0]!.id, parent.user.id, 1, 'Salto');
    expect((await review(coach.cookie, m!)).statusCode).toBe(402);
    const [mail, ...more] = await noticesTo(parent.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Un entrenador no pudo revisar el archivo de Lucía');
    expect(mail!.text).toContain('Hola, Marta:');
    expect(mail!.text).toContain(
      'Sam Cole intentó revisar "Salto", que subiste para Lucía, pero los archivos que subes para tus hijos cuentan en tu plan Free, que incluye 2 revisiones del entrenador al mes, y ya se usaron todas.',
    );
    expect(mail!.text).toMatch(/Mejora tu plan para que el entrenador pueda revisarlo: http:\/\/\S+\/subscription/);
    expect(mail!.text).toContain('No volveremos a escribirte sobre esto para Lucía este mes.');
  });

  it(`refusals fired together tell the parent exactly once (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { parent, children } = await family(['Lia']);
      await useUp(parent.user.id, children[0]!.id);
      const ids = await insertMedia(children[0]!.id, parent.user.id, 3);
      const answers = await Promise.all([
        review(coach.cookie, ids[0]!),
        review(coach2.cookie, ids[1]!),
        review(coach.cookie, ids[2]!),
        review(coach2.cookie, ids[0]!),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([402, 402, 402, 402]);
      expect(await noticesTo(parent.email)).toHaveLength(1);
    }
  });
});
