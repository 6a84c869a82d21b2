import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../common/media.ts';
import { en, es } from '../../../common/messages/index.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Issue 33: "Edit feedback" once reviewed: the author changes their rating and words; nobody else can. */
describe(`editing coach feedback on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function reviewed() {
    const athlete = await signupUser(t.app, 'ATHLETE');
    const coach = await signupUser(t.app, 'COACH');
    const [m] = await t.database.db
      .insert(mediaUploads)
      .values({
        userId: athlete.user.id,
        // A new athlete per call: the id alone keeps the key unique.
        storageKey: `uploads/${athlete.user.id}/edit-feedback.jpg`,
        originalName: 'shot.jpg',
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
      })
      .returning();
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/coach-feedback',
      headers: { cookie: coach.cookie },
      payload: { mediaId: m!.id, feedback: 'Bend the knees more.', rating: 3 },
    });
    expect(given.statusCode).toBe(201);
    return { athlete, coach, mediaId: m!.id, feedbackId: json<{ id: number }>(given).id };
  }
  const edit = (cookie: string | undefined, id: number | string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/coach-feedback/${id}`, headers: cookie ? { cookie } : {}, payload: payload as object });

  it("lets the author change the rating and words; the upload stays reviewed, the athlete's list shows the new words, no second e-mail", async () => {
    const { athlete, coach, mediaId, feedbackId } = await reviewed();
    const mails = async () => (await t.database.db.select().from(outbox).where(eq(outbox.to, athlete.email))).length;
    const before = await mails();
    const res = await edit(coach.cookie, feedbackId, { feedback: 'Good dip; now hold the follow-through.', rating: 4 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ id: feedbackId, message: en('coach.feedbackUpdated') });
    const [row] = await t.database.db.select().from(coachFeedback).where(eq(coachFeedback.id, feedbackId));
    expect(row).toMatchObject({ rating: 4, feedback: 'Good dip; now hold the follow-through.' });
    const list = json<MediaItem[]>(await t.app.inject({ method: 'GET', url: '/api/coach/media-uploads', headers: { cookie: coach.cookie } }));
    const item = list.find((m) => m.id === mediaId)!;
    expect(item.status).toBe('REVIEWED');
    expect(item.feedback).toEqual([
      expect.objectContaining({ id: feedbackId, coachId: coach.user.id, rating: 4, feedback: 'Good dip; now hold the follow-through.' }),
    ]);
    expect(await mails()).toBe(before);
  });

  it("refuses another coach's feedback, visitors, athletes, and hostile input, with a clear message", async () => {
    const { athlete, coach, feedbackId } = await reviewed();
    const other = await signupUser(t.app, 'COACH');
    const notMine = await edit(other.cookie, feedbackId, { feedback: 'Mine now.', rating: 1 });
    expect(notMine.statusCode).toBe(404);
    expect(json<{ message: string }>(notMine).message).toBe(en('coach.feedbackNotFound'));
    const inSpanish = await t.app.inject({
      method: 'PATCH',
      url: `/api/coach-feedback/${feedbackId}`,
      headers: { cookie: other.cookie, 'accept-language': 'es' },
      payload: { feedback: 'x', rating: 1 },
    });
    expect(json<{ message: string; messageId: string }>(inSpanish)).toMatchObject({
      message: es('coach.feedbackNotFound'),
      messageId: 'coach.feedbackNotFound',
    });
    expect((await edit(undefined, feedbackId, { feedback: 'x', rating: 1 })).statusCode).toBe(401);
    expect((await edit(athlete.cookie, feedbackId, { feedback: 'x', rating: 1 })).statusCode).toBe(403);
    expect((await edit(coach.cookie, '99999999999999999999', { feedback: 'x', rating: 1 })).statusCode).toBe(400);
    expect((await edit(coach.cookie, 2147483000, { feedback: 'x', rating: 1 })).statusCode).toBe(404);
    const empty = await edit(coach.cookie, feedbackId, {});
    expect(empty.statusCode).toBe(400);
    const blank = await edit(coach.cookie, feedbackId, { feedback: '   ', rating: 4 });
    expect(blank.statusCode).toBe(400);
    expect(json<{ message: string }>(blank).message).toBe(en('coach.feedbackRequired'));
    expect((await edit(coach.cookie, feedbackId, { feedback: 'ok', rating: 6 })).statusCode).toBe(400);
    const nul = await edit(coach.cookie, feedbackId, { feedback: 'a\u0000b', rating: 4 });
    expect(nul.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(coachFeedback).where(eq(coachFeedback.id, feedbackId));
    expect(row).toMatchObject({ rating: 3, feedback: 'Bend the knees more.' });
  });

  it('keeps one of two edits fired at the same moment, whole (20 trials)', async () => {
    const { coach, feedbackId } = await reviewed();
    for (let i = 0; i < 20; i++) {
      const a = { feedback: `Edit A ${i}`, rating: 2 };
      const b = { feedback: `Edit B ${i}`, rating: 5 };
      const res = await Promise.all([edit(coach.cookie, feedbackId, a), edit(coach.cookie, feedbackId, b)]);
      expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
      const [row] = await t.database.db.select().from(coachFeedback).where(eq(coachFeedback.id, feedbackId));
      expect([a, b]).toContainEqual({ feedback: row!.feedback, rating: row!.rating });
    }
    expect((await t.database.db.select().from(coachFeedback).where(eq(coachFeedback.id, feedbackId))).length).toBe(1);
  });
});
