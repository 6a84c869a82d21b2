import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../common/media.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { linkParent } from '../../test/fixtures.ts';
import { createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Issue 29: the payer is told on their own list when coaches cannot review a pending upload this month. */
describe(`a pending upload says when the plan's coach reviews are used, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  let n = 0;
  const upload = async (userId: number, uploadedBy: number | null = null) => {
    const [m] = await t.database.db
      .insert(mediaUploads)
      .values({
        userId,
        uploadedBy,
        storageKey: `uploads/${userId}/review-wait-${(n += 1)}-xxxxxxxxxxxx`,
        originalName: `clip-${n}.jpg`,
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
      })
      .returning();
    return m!.id;
  };
  const list = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie } })).json() as MediaItem[];
  const review = (cookie: string, mediaId: number) =>
    t.app.inject({ method: 'POST', url: '/api/coach-feedback', headers: { cookie }, payload: { mediaId, feedback: 'Good work.', rating: 4 } });

  it("tells a Free athlete once their 2 reviews are used, and names the parent's plan for an upload the parent made", async () => {
    const athlete = await signupUser(t.app, 'ATHLETE', { firstName: 'Nico' });
    const parent = await signupUser(t.app, 'PARENT', { firstName: 'Rosa' });
    const coach = await signupUser(t.app, 'COACH');
    await linkParent(t.database.db, parent.user.id, { id: athlete.user.id, email: athlete.email });
    const own = [await upload(athlete.user.id), await upload(athlete.user.id), await upload(athlete.user.id)];
    const byParent = await upload(athlete.user.id, parent.user.id);

    expect((await list(athlete.cookie)).every((m) => m.reviewWait === null)).toBe(true);
    for (const id of own.slice(0, 2)) expect((await review(coach.cookie, id)).statusCode).toBe(201);
    expect((await review(coach.cookie, own[2]!)).statusCode).toBe(402);

    const mine = await list(athlete.cookie);
    const waiting = mine.find((m) => m.id === own[2])!;
    expect(waiting.reviewWait).toMatchObject({ whose: 'you', planName: 'Free', limit: 2 });
    expect(waiting.reviewWait!.resetsOn).toMatch(/^\d{4}-\d{2}-01$/);
    // Reviewed ones wait for nothing; the parent's upload is paid by the parent's plan, which has reviews left.
    expect(mine.filter((m) => m.status === 'REVIEWED').every((m) => m.reviewWait === null)).toBe(true);
    expect(mine.find((m) => m.id === byParent)!.reviewWait).toBeNull();

    // The parent reads the child's own upload as the child's plan.
    const theirs = await list(parent.cookie);
    expect(theirs.find((m) => m.id === own[2])!.reviewWait).toMatchObject({ whose: 'athlete', name: 'Nico', planName: 'Free' });

    // The parent's plan uses its reviews on its own uploads: the athlete is told it is the parent's plan.
    const more = [await upload(athlete.user.id, parent.user.id), await upload(athlete.user.id, parent.user.id)];
    for (const id of [byParent, more[0]!]) expect((await review(coach.cookie, id)).statusCode).toBe(201);
    expect((await list(athlete.cookie)).find((m) => m.id === more[1])!.reviewWait).toMatchObject({ whose: 'parent', name: 'Rosa' });
    expect((await list(parent.cookie)).find((m) => m.id === more[1])!.reviewWait).toMatchObject({ whose: 'you' });
  });
});
