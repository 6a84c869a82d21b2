import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachFeedback, mediaUploads, uploadGrants } from '../../db/schema/media.ts';
import { makeJpeg } from '../../test/media-files.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

const TRIALS = 20;

/**
 * Decision 019: plan limits count what is promised (issued upload links) as well as what is done,
 * under a lock on the user, so requests fired at the same moment never pass the limit together.
 * The Free plan allows 5 uploads and 2 coach feedback reviews a month.
 */
describe(`plan limits under concurrency on ${testDbKind()}`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    jpeg = await makeJpeg(64, 48);
  });
  afterAll(async () => t?.close());

  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('issues at most 5 upload links to a Free member asking 10 times at once, and records at most 5 uploads', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const a = await signupUser(t.app);
      const links = await Promise.all(Array.from({ length: 10 }, () => post('/api/objects/upload', a.cookie)));
      const issued = links.filter((r) => r.statusCode === 200).map((r) => json<{ uploadURL: string }>(r).uploadURL);
      expect(issued).toHaveLength(5);
      for (const r of links.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(402);
        expect(json(r).limit).toBe('maxMediaUploads');
      }
      if (i % 5 !== 0) continue; // Uploading and recording is slower: every fifth trial goes all the way.
      await Promise.all(issued.map((url) => t.app.inject({ method: 'PUT', url, payload: jpeg, headers: { 'content-type': 'application/octet-stream' } })));
      const recorded = await Promise.all(
        issued.map((fileUrl, n) => post('/api/upload-media-from-object-storage', a.cookie, { fileUrl, fileName: `p${n}.jpg` })),
      );
      expect(recorded.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      // Recording the same link again gives the same record, never a second one.
      expect(json(await post('/api/upload-media-from-object-storage', a.cookie, { fileUrl: issued[0], fileName: 'again.jpg' })).id).toBe(json(recorded[0]!).id);
      expect(await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, a.user.id))).toHaveLength(5);
      expect(
        await t.database.db
          .select()
          .from(uploadGrants)
          .where(and(eq(uploadGrants.userId, a.user.id), isNull(uploadGrants.recordedAt))),
      ).toHaveLength(0);
      expect((await post('/api/objects/upload', a.cookie)).statusCode).toBe(402);
    }
  });

  it('records at most 2 coach reviews of a Free athlete when coaches review 6 uploads at once', async () => {
    const coach = await signupUser(t.app, 'COACH');
    for (let i = 0; i < TRIALS; i++) {
      const a = await signupUser(t.app);
      const media = await t.database.db
        .insert(mediaUploads)
        .values(
          Array.from({ length: 6 }, (_, n) => ({
            userId: a.user.id,
            storageKey: `uploads/${a.user.id}/race-${i}-${n}-aaaaaaaaaaaaaaaa`,
            originalName: `c${n}.jpg`,
            fileType: 'IMAGE' as const,
            mimeType: 'image/jpeg',
            fileSize: 1000,
          })),
        )
        .returning({ id: mediaUploads.id });
      const answers = await Promise.all(
        media.map((m) => post('/api/coach-feedback', coach.cookie, { mediaId: m.id, feedback: 'Keep your elbow in.', rating: 4 })),
      );
      expect(answers.filter((r) => r.statusCode < 300)).toHaveLength(2);
      for (const r of answers.filter((x) => x.statusCode >= 300)) expect(r.statusCode).toBe(402);
      const rows = await t.database.db
        .select({ id: coachFeedback.id })
        .from(coachFeedback)
        .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
        .where(eq(mediaUploads.userId, a.user.id));
      expect(rows).toHaveLength(2);
    }
  });
});
