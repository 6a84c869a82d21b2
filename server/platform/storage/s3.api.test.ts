import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../common/media.ts';
import { en } from '../../../common/messages/index.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { deleteOrphanUploads, keyFromUploadUrl, UPLOAD_URL_SECONDS } from '../../features/media/service.ts';
import { makeJpeg, makeMp4 } from '../../test/media-files.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { S3Storage, type S3Options } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * The S3 driver end to end against s3rver (an S3-compatible server started here on loopback),
 * through the browser's flow: presigned PUT, record, presigned GET. s3rver checks a presigned
 * URL's access key and expiry but not its SigV4 signature, so tampering is covered by the
 * local-disk tests only.
 */
const BUCKET = 'octane-media-test';

describe(`S3 storage end to end against s3rver on ${testDbKind()}`, () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let t: TestApp;
  let storage: S3Storage;
  let jpeg: Buffer;
  let mp4: Buffer;

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(t.app.media.storage).toBeInstanceOf(S3Storage);
    storage = t.app.media.storage as S3Storage;
    await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    [jpeg, mp4] = await Promise.all([makeJpeg(), makeMp4()]);
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
    if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  const keysUnder = async (prefix: string) =>
    ((await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);

  async function uploadUrl(cookie: string) {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return json<{ uploadURL: string; objectKey: string }>(res);
  }
  const record = (cookie: string, fileUrl: string, fileName: string) =>
    t.app.inject({ method: 'POST', url: '/api/upload-media-from-object-storage', headers: { cookie }, payload: { fileUrl, fileName } });
  /** The browser's PUT: real HTTP to the S3 server, with the file's type. */
  const put = (url: string, body: Buffer, type = 'application/octet-stream') =>
    fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });

  it('uploads a video through a presigned PUT, records it and serves it back through presigned GETs with ranges', async () => {
    const a = await signupUser(t.app);
    const { uploadURL, objectKey } = await uploadUrl(a.cookie);
    const u = new URL(uploadURL);
    expect(u.origin).toBe(endpoint);
    expect(u.pathname).toBe(`/${BUCKET}/${objectKey}`);
    expect(objectKey).toMatch(new RegExp(`^uploads/${a.user.id}/[A-Za-z0-9_-]{16,}$`));
    expect(u.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(u.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_SECONDS));
    expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // No checksum of an empty body signed into the URL: real S3 would refuse the real file.
    expect(checksumParams(uploadURL)).toEqual([]);

    const putRes = await put(uploadURL, mp4, 'video/mp4');
    expect(putRes.status).toBe(200);
    const rec = await record(a.cookie, uploadURL, 'sprint.mp4');
    expect(rec.statusCode).toBe(201);
    // The record points at a sealed copy no upload URL can write to; the upload key is gone.
    const sealedKey = objectKey.replace(/^uploads\//, 'media/');
    expect(await storage.head(sealedKey)).toEqual({ size: mp4.length });
    expect(await storage.head(objectKey)).toBeNull();
    // Recording the same object again answers the first record.
    expect(json(await record(a.cookie, uploadURL, 'sprint.mp4'))).toEqual(json(rec));
    // A presigned PUT cannot be revoked: a second PUT lands, but on the old key, which nothing reads;
    // recording it again answers the first record, whose bytes are unchanged.
    expect((await put(uploadURL, jpeg, 'image/jpeg')).status).toBe(200);
    expect(json(await record(a.cookie, uploadURL, 'swap.jpg'))).toEqual(json(rec));
    expect(await storage.head(sealedKey)).toEqual({ size: mp4.length });

    const [item] = json<
      Array<{ fileUrl: string; thumbnailUrl: string | null; fileSize: number; fileType: string; mimeType: string; durationSeconds: number | null }>
    >(await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }));
    expect(item).toMatchObject({ fileType: 'VIDEO', mimeType: 'video/mp4', fileSize: mp4.length });
    expect(item!.durationSeconds).toBeGreaterThan(1.5); // ffprobe read the object over its presigned URL
    for (const url of [item!.fileUrl, item!.thumbnailUrl!]) {
      expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
      expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(checksumParams(url)).toEqual([]);
    }
    expect(new URL(item!.fileUrl).pathname).toBe(`/${BUCKET}/${sealedKey}`);

    const whole = await fetch(item!.fileUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);

    const part = await fetch(item!.fileUrl, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);

    const poster = await fetch(item!.thumbnailUrl!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('records an image with a poster made from the object', async () => {
    const a = await signupUser(t.app);
    const { uploadURL } = await uploadUrl(a.cookie);
    expect((await put(uploadURL, jpeg, 'image/jpeg')).status).toBe(200);
    expect((await record(a.cookie, uploadURL, 'form.jpg')).statusCode).toBe(201);
    const [item] = json<Array<{ fileUrl: string; thumbnailUrl: string | null; mimeType: string }>>(
      await t.app.inject({ method: 'GET', url: '/api/my-media', headers: { cookie: a.cookie } }),
    );
    expect(item!.mimeType).toBe('image/jpeg');
    const image = await fetch(item!.fileUrl);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(item!.thumbnailUrl).not.toBeNull();
    expect((await fetch(item!.thumbnailUrl!)).status).toBe(200);
  });

  it('refuses a non-media file with 415 and deletes it from the bucket', async () => {
    const a = await signupUser(t.app);
    const { uploadURL, objectKey } = await uploadUrl(a.cookie);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
    expect((await put(uploadURL, elf, 'video/mp4')).status).toBe(200);
    expect(await storage.head(objectKey)).toEqual({ size: elf.length });
    const rec = await record(a.cookie, uploadURL, 'training.mp4');
    expect(rec.statusCode).toBe(415);
    expect(json(rec).message).toBe(en('media.notMedia'));
    expect(await storage.head(objectKey)).toBeNull();
    expect(await keysUnder(`uploads/${a.user.id}/`)).toEqual([]);
    expect(await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, a.user.id))).toHaveLength(0);
  });

  it('refuses an object over 100 MB at record time with 413 and deletes it (a presigned PUT cannot cap the size)', async () => {
    const a = await signupUser(t.app);
    const { uploadURL, objectKey } = await uploadUrl(a.cookie);
    // 104857601 bytes streamed from one 1 MiB buffer (a valid MP4 header first, so only the size is wrong).
    const head = mp4.subarray(0, 64);
    expect(await putStream(uploadURL, MAX_UPLOAD_BYTES + 1, head)).toBe(200);
    expect(await storage.head(objectKey)).toEqual({ size: MAX_UPLOAD_BYTES + 1 });
    const rec = await record(a.cookie, uploadURL, 'huge.mp4');
    expect(rec.statusCode).toBe(413);
    expect(json(rec).message).toBe(en('media.tooLarge'));
    expect(await storage.head(objectKey)).toBeNull();
    expect(await keysUnder(`uploads/${a.user.id}/`)).toEqual([]);
  });

  it("cannot record another user's object or a missing one", async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const { uploadURL, objectKey } = await uploadUrl(a.cookie);
    expect((await record(a.cookie, uploadURL, 'nothing.jpg')).statusCode).toBe(404);
    expect((await put(uploadURL, jpeg)).status).toBe(200);
    expect((await record(b.cookie, uploadURL, 'x.jpg')).statusCode).toBe(400);
    expect(await storage.head(objectKey)).toEqual({ size: jpeg.length });
  });

  it('stores a stream of unknown length (put) and reads it back', async () => {
    const key = 'thumbs/0/streamed-object-key-0001.jpg';
    await storage.put(key, Readable.from([jpeg.subarray(0, 100), jpeg.subarray(100)]), 'image/jpeg');
    expect(await storage.head(key)).toEqual({ size: jpeg.length });
    expect((await storage.readStart(key, 64)).equals(jpeg.subarray(0, 64))).toBe(true);
    const res = await fetch(await storage.createReadUrl(key, { expiresInSeconds: 60, contentType: 'image/jpeg' }));
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
  });

  it('deletes old objects that were never recorded, and keeps recorded ones', async () => {
    const a = await signupUser(t.app);
    const kept = await uploadUrl(a.cookie);
    expect((await put(kept.uploadURL, jpeg)).status).toBe(200);
    expect((await record(a.cookie, kept.uploadURL, 'kept.jpg')).statusCode).toBe(201);
    const orphan = await uploadUrl(a.cookie);
    expect((await put(orphan.uploadURL, jpeg)).status).toBe(200);

    expect(await storage.listOlderThan('uploads', new Date(Date.now() - 3600_000))).not.toContain(orphan.objectKey);
    const listed = await storage.listOlderThan('uploads', new Date(Date.now() + 60_000));
    expect(listed).toContain(orphan.objectKey);
    expect(listed).not.toContain(kept.objectKey); // sealed under media/ when recorded
    expect(listed.every((k) => k.startsWith('uploads/'))).toBe(true);

    expect(await deleteOrphanUploads(t.app.media, 24 * 3600_000)).toBe(0); // nothing is a day old yet
    expect(await storage.head(orphan.objectKey)).not.toBeNull();
    // A cut-off a minute in the future: everything counts as old.
    expect(await deleteOrphanUploads(t.app.media, -60_000)).toBeGreaterThanOrEqual(1);
    expect(await storage.head(orphan.objectKey)).toBeNull();
    expect(await storage.head(kept.objectKey.replace(/^uploads\//, 'media/'))).toEqual({ size: jpeg.length });
  });
});

/** Checksum parameters the SDK may sign into a presigned URL (x-amz-checksum-crc32, -mode, x-amz-sdk-checksum-algorithm). */
const checksumParams = (url: string) => [...new URL(url).searchParams.keys()].filter((k) => /^x-amz-(sdk-)?checksum/i.test(k));

/** PUTs `total` bytes with a Content-Length, like a browser, without holding them in memory. */
function putStream(url: string, total: number, head: Buffer): Promise<number> {
  const MiB = 1024 * 1024;
  const first = Buffer.alloc(MiB);
  head.copy(first);
  const zeros = Buffer.alloc(MiB);
  const body = Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += MiB) yield (sent === 0 ? first : zeros).subarray(0, Math.min(MiB, total - sent));
    })(),
  );
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'PUT', headers: { 'content-length': total, 'content-type': 'video/mp4' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    body.pipe(req);
  });
}

describe('keyFromUploadUrl with presigned S3 URLs', () => {
  const key = 'uploads/42/AbCdEfGhIjKlMnOpQrStUv_-';
  const sign = (opts: S3Options) => (new S3Storage(opts) as ObjectStorage).createUploadUrl(key, { maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: 600 });
  const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };

  it('finds the key and the athlete it is for in path-style and virtual-hosted URLs', async () => {
    const pathStyle = await sign({ bucket: 'media', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, ...creds });
    expect(new URL(pathStyle).pathname).toBe(`/media/${key}`);
    const hosted = await sign({ bucket: 'media', region: 'eu-west-1', ...creds });
    expect(new URL(hosted).host).toBe('media.s3.eu-west-1.amazonaws.com');
    for (const url of [pathStyle, hosted]) {
      expect(keyFromUploadUrl(url)).toEqual({ key, owner: 42 });
    }
  });

  it('ignores keys outside the path and malformed URLs', () => {
    expect(keyFromUploadUrl(`http://127.0.0.1:9000/media/other?next=/${key}`)).toBeNull();
    expect(keyFromUploadUrl(`http://127.0.0.1:9000/media/${key}/../../profiles/42/x`)).toBeNull();
    expect(keyFromUploadUrl(`http://127.0.0.1:9000/media/uploads/42/short`)).toBeNull();
    expect(keyFromUploadUrl('http://[bad')).toBeNull();
  });
});
