import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../common/messages/index.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { linkParent, mediaAudience } from '../../test/fixtures.ts';
import { makeJpeg, makeMp4 } from '../../test/media-files.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`media uploads and coach feedback on ${testDbKind()}`, () => {
  let t: TestApp;
  let jpeg: Buffer;
  let mp4: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    [jpeg, mp4] = await Promise.all([makeJpeg(), makeMp4()]);
  });
  afterAll(async () => t?.close());

  const objectsDir = () => path.join(t.config.DATA_DIR, 'objects');
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];

  async function upload(cookie: string, body: Buffer | Readable, fileName = 'clip.mp4', extra: Record<string, string> = {}) {
    const u = json<{ uploadURL: string }>(await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }));
    const put = await t.app.inject({ method: 'PUT', url: u.uploadURL, payload: body, headers: { 'content-type': 'application/octet-stream' } });
    const rec = await t.app.inject({
      method: 'POST',
      url: '/api/upload-media-from-object-storage',
      headers: { cookie },
      payload: { fileUrl: u.uploadURL, fileName, ...extra },
    });
    return { uploadURL: u.uploadURL, put, rec };
  }

  it('answers a record call with a missing field in words a person understands', async () => {
    const a = await signupUser(t.app);
    const rec = await t.app.inject({ method: 'POST', url: '/api/upload-media-from-object-storage', headers: { cookie: a.cookie }, payload: { fileUrl: '/x' } });
    expect(rec.statusCode).toBe(400);
    expect(json(rec).message).toBe('File name is required.');
  });

  it('uploads a video through a signed URL, records it with duration and poster, and lists it', async () => {
    const a = await signupUser(t.app);
    const { put, rec } = await upload(a.cookie, mp4, 'sprint.mp4', { description: 'Sprint drill', sport: 'Soccer' });
    expect(put.statusCode).toBe(200);
    expect(rec.statusCode).toBe(201);
    const list = json<Array<Record<string, unknown>>>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      originalName: 'sprint.mp4',
      fileType: 'VIDEO',
      mimeType: 'video/mp4',
      status: 'PENDING',
      isPublic: false,
      description: 'Sprint drill',
      sport: 'Soccer',
      fileSize: mp4.length,
    });
    expect(list[0]!.durationSeconds as number).toBeGreaterThan(1.5);
    expect(list[0]!.thumbnailUrl).toMatch(/^\/files\/thumbs\//);
    const poster = await t.app.inject({ method: 'GET', url: list[0]!.thumbnailUrl as string });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('streams with range requests', async () => {
    const a = await signupUser(t.app);
    await upload(a.cookie, mp4);
    const [item] = json<Array<{ fileUrl: string }>>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }));
    const part = await t.app.inject({ method: 'GET', url: item!.fileUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const whole = await t.app.inject({ method: 'GET', url: item!.fileUrl });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(mp4.length);
  });

  it('refuses a tampered or expired signed URL', async () => {
    const a = await signupUser(t.app);
    const u = json<{ uploadURL: string }>(await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: a.cookie } }));
    const bigger = u.uploadURL.replace(/max=\d+/, 'max=999999999999');
    expect((await t.app.inject({ method: 'PUT', url: bigger, payload: jpeg })).statusCode).toBe(403);
    const expired = u.uploadURL.replace(/exp=\d+/, `exp=${Math.floor(Date.now() / 1000) - 10}`);
    expect((await t.app.inject({ method: 'PUT', url: expired, payload: jpeg })).statusCode).toBe(403);
    const otherKey = u.uploadURL.replace(/uploads\/\d+\//, 'uploads/999999/');
    expect((await t.app.inject({ method: 'PUT', url: otherKey, payload: jpeg })).statusCode).toBe(403);
    await upload(a.cookie, jpeg, 'x.jpg');
    const [item] = json<Array<{ fileUrl: string }>>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }));
    expect((await t.app.inject({ method: 'GET', url: item!.fileUrl.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(403);
  });

  it('an upload link is single-use: a second PUT, before or after the record, is refused and the bytes stay', async () => {
    const a = await signupUser(t.app);
    const { uploadURL, put, rec } = await upload(a.cookie, jpeg, 'form.jpg');
    expect([put.statusCode, rec.statusCode]).toEqual([200, 201]);
    const again = await t.app.inject({ method: 'PUT', url: uploadURL, payload: mp4, headers: { 'content-type': 'application/octet-stream' } });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(en('media.uploadLinkUsed'));
    const [item] = json<Array<{ fileUrl: string; fileSize: number }>>(
      await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }),
    );
    expect((await t.app.inject({ method: 'GET', url: item!.fileUrl })).rawPayload.equals(jpeg)).toBe(true);

    // Complete but not yet recorded: spent as well; of PUTs racing on one link exactly one wins.
    const u = json<{ uploadURL: string }>(await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: a.cookie } }));
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'PUT', url: u.uploadURL, payload: jpeg, headers: { 'content-type': 'application/octet-stream' } }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(filesUnder(objectsDir()).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('a stored file gets the stored-file policy however its path is written', async () => {
    const a = await signupUser(t.app);
    await upload(a.cookie, jpeg, 'form.jpg');
    const [item] = json<Array<{ fileUrl: string }>>(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }));
    const policy = (await t.app.inject({ method: 'GET', url: item!.fileUrl })).headers['content-security-policy'];
    expect(policy).toContain("media-src 'self'");
    for (const url of [`/${item!.fileUrl}`, `///${item!.fileUrl}`, item!.fileUrl.replace('/files/', '/api/../files/')]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(policy);
    }
  });

  it('cuts off a 101 MB stream with 413 and leaves nothing behind', async () => {
    const a = await signupUser(t.app);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    const stream = new Readable({
      read() {
        sent += 1;
        this.push(sent <= 101 ? chunk : null);
      },
    });
    const { put, rec } = await upload(a.cookie, stream, 'huge.mp4');
    expect(put.statusCode).toBe(413);
    expect(json(put).message).toBe(en('media.tooLarge'));
    expect(rec.statusCode).toBe(404);
    expect(filesUnder(path.join(objectsDir(), 'uploads', String(a.user.id)))).toEqual([]);
  });

  it('refuses a renamed executable by its content and deletes it', async () => {
    const a = await signupUser(t.app);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
    const { put, rec } = await upload(a.cookie, elf, 'training.mp4');
    expect(put.statusCode).toBe(200);
    expect(rec.statusCode).toBe(415);
    expect(json(rec).message).toBe(en('media.notMedia'));
    expect(filesUnder(path.join(objectsDir(), 'uploads', String(a.user.id)))).toEqual([]);
    expect(await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, a.user.id))).toHaveLength(0);
  });

  it("cannot record another user's object", async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const u = json<{ uploadURL: string }>(await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: a.cookie } }));
    await t.app.inject({ method: 'PUT', url: u.uploadURL, payload: jpeg });
    const steal = await t.app.inject({
      method: 'POST',
      url: '/api/upload-media-from-object-storage',
      headers: { cookie: b.cookie },
      payload: { fileUrl: u.uploadURL, fileName: 'x.jpg' },
    });
    expect(steal.statusCode).toBe(400);
  });

  it('keeps private media to the owner, coaches and linked parents; public media to anyone', async () => {
    const { owner, coach, parent, otherParent, stranger } = await mediaAudience(t.app);
    const { rec } = await upload(owner.cookie, jpeg, 'private.jpg');
    const id = json<{ id: number }>(rec).id;
    const view = (cookie?: string) => t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: cookie ? { cookie } : {} });
    expect((await view(owner.cookie)).statusCode).toBe(200);
    expect((await view(coach.cookie)).statusCode).toBe(200);
    expect((await view(parent.cookie)).statusCode).toBe(200);
    expect((await view(otherParent.cookie)).statusCode).toBe(404);
    expect((await view(stranger.cookie)).statusCode).toBe(404);
    expect((await view()).statusCode).toBe(404);
    const patch = (cookie: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/media/${id}/visibility`, headers: { cookie }, payload });
    expect((await patch(stranger.cookie, { isPublic: true })).statusCode).toBe(404);
    const made = await patch(owner.cookie, { isPublic: true, title: 'My best rep', description: 'Squat form', tags: ['squat', 'form', 'squat'] });
    expect(json(made)).toMatchObject({ isPublic: true, title: 'My best rep', tags: ['squat', 'form'] });
    expect((await view()).statusCode).toBe(200);
    expect((await view(stranger.cookie)).statusCode).toBe(200);
  });

  it('coach calls are for coaches only; feedback needs an integer rating 1-5, reviews the media and e-mails athlete and parents', async () => {
    const athlete = await signupUser(t.app);
    const parent = await signupUser(t.app, 'PARENT');
    const coach = await signupUser(t.app, 'COACH');
    await linkParent(t.database.db, parent.user.id, { id: athlete.user.id, email: athlete.email });
    const id = json<{ id: number }>((await upload(athlete.cookie, jpeg, 'form.jpg')).rec).id;
    for (const url of ['/api/coach/stats', '/api/coach/sessions', '/api/coach/athletes', '/api/coach/media-uploads']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: athlete.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: coach.cookie } })).statusCode).toBe(200);
    }
    const give = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/coach-feedback', headers: { cookie }, payload });
    expect((await give(athlete.cookie, { mediaId: id, feedback: 'Nice', rating: 5 })).statusCode).toBe(403);
    for (const rating of [0, 6, 3.5, 'great']) expect((await give(coach.cookie, { mediaId: id, feedback: 'Nice', rating })).statusCode).toBe(400);
    expect((await give(coach.cookie, { mediaId: id, feedback: '  ', rating: 4 })).statusCode).toBe(400);
    const ok = await give(coach.cookie, { mediaId: id, feedback: 'Drive your knees higher.', rating: 4 });
    expect(ok.statusCode).toBe(201);
    const [item] = json<Array<{ status: string; feedback: Array<{ rating: number; feedback: string; coach: { name: string } }> }>>(
      await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: athlete.cookie } }),
    );
    expect(item!.status).toBe('REVIEWED');
    expect(item!.feedback[0]).toMatchObject({ rating: 4, feedback: 'Drive your knees higher.', coach: { name: `Test ${coach.lastName}` } });
    const stats = json<{ avgRating: number }>(await t.app.inject({ method: 'GET', url: '/api/coach/stats', headers: { cookie: coach.cookie } }));
    expect(stats.avgRating).toBe(4);
    for (const to of [athlete.email, parent.email]) {
      const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
      expect(mail.some((m) => m.subject === 'New coach feedback on form.jpg' && m.text.includes('Drive your knees higher.'))).toBe(true);
    }
  });

  it('profile pictures: images up to 5 MB only, served publicly', async () => {
    const a = await signupUser(t.app);
    const form = (buf: Buffer, name: string) => {
      const boundary = '----octane';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprofile\r\n--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        buf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/media-upload',
        headers: { cookie: a.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const ok = await form(jpeg, 'me.jpg');
    expect(ok.statusCode).toBe(201);
    const { url } = json<{ url: string }>(ok);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(302);
    expect((await form(mp4, 'me.jpg')).statusCode).toBe(415);
    expect((await form(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.jpg')).statusCode).toBe(413);
  });
});
