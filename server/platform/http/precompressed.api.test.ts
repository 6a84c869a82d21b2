import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram, createSession } from '../../test/fixtures.ts';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app.ts';
import { chooseEncoding } from './precompressed.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and answers null for none or identity', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe(`shared answers compressed once on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 8; i++) {
      const p = await createProgram(t.database.db, { name: `Program ${i}`, displayOrder: i });
      await createSession(t.database.db, p.id, { hoursFromNow: 48 + i });
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the catalogue in brotli or gzip as asked, the same bytes each time, and plain JSON otherwise', async () => {
    const url = '/api/training-programs-with-sessions';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = plain.json<unknown[]>();
    expect(json).toHaveLength(8);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    expect((await get(url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(json);
  });

  it('compresses the new answer after a change, not the old one', async () => {
    const url = '/api/training-programs';
    const before = await get(url, { 'accept-encoding': 'br' });
    const p = await createProgram(t.database.db, { name: 'Added later', displayOrder: 99 });
    t.app.caches.invalidate();
    const after = await get(url, { 'accept-encoding': 'br' });
    const names = (JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()) as { id: number; name: string }[]).map((x) => x.id);
    expect(names).toContain(p.id);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });
});
