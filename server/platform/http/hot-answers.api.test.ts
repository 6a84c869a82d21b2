import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram, createSession } from '../../test/fixtures.ts';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app.ts';

/**
 * The hot path sits in the HTTP server in front of Fastify, so these tests go over a real socket
 * (app.inject() would skip it).
 */
describe(`public answers from the read cache, in front of Fastify, on ${testDbKind()}`, () => {
  let t: TestApp;
  let origin: string;
  const hot = () => t.app.hotAnswers.served;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 6; i++) {
      const p = await createProgram(t.database.db, { name: `Hot program ${i}`, displayOrder: i });
      await createSession(t.database.db, p.id, { hoursFromNow: 30 + i });
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers });
  const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());
  // fetch() decompresses on its own; ask for bytes the way a browser would and decode them here.
  const brotli = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ default: http }) => {
        const req = http.get(origin + path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
      }, reject);
    });

  it('answers the second request for the catalogue with the same bytes and headers as the first', async () => {
    const path = '/api/training-programs-with-sessions';
    const before = hot();
    const first = await brotli(path);
    expect(hot()).toBe(before);
    const second = await brotli(path);
    expect(hot()).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['date', 'x-request-id'].includes(k))
        .sort();
    expect(names(second.headers)).toEqual(names(first.headers));
    for (const k of names(first.headers)) expect([k, second.headers[k]]).toEqual([k, first.headers[k]]);
    expect(second.headers['content-encoding']).toBe('br');
    const list = JSON.parse(zlib.brotliDecompressSync(second.body).toString()) as { name: string }[];
    expect(list.map((p) => p.name)).toContain('Hot program 5');
  });

  it('echoes a given request id and makes one otherwise', async () => {
    await get('/api/content-feed');
    const before = hot();
    const echoed = await get('/api/content-feed', { 'x-request-id': 'hot-id-1' });
    const made = await get('/api/content-feed');
    expect(hot()).toBe(before + 2);
    expect(echoed.headers.get('x-request-id')).toBe('hot-id-1');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('hands a query string, a HEAD and a cold cache to Fastify', async () => {
    const path = '/api/training-programs';
    await get(path);
    const before = hot();
    expect((await get(`${path}?x=1`)).status).toBe(200);
    expect((await fetch(origin + path, { method: 'HEAD' })).status).toBe(200);
    expect(hot()).toBe(before);
    t.app.caches.invalidate();
    expect((await get(path)).status).toBe(200);
    expect(hot()).toBe(before);
    expect((await get(path)).status).toBe(200);
    expect(hot()).toBe(before + 1);
  });

  it('never answers from before a state-changing request on this node', async () => {
    const path = '/api/training-programs-with-sessions';
    await brotli(path);
    await brotli(path);
    // A program added behind the app's back is not seen while the cache is warm...
    await createProgram(t.database.db, { name: 'Added behind the app', displayOrder: 50 });
    const listed = async () => (JSON.parse(zlib.brotliDecompressSync((await brotli(path)).body).toString()) as { name: string }[]).map((p) => p.name);
    expect(await listed()).not.toContain('Added behind the app');
    // ...until any state-changing request on this node (here a sign-up over the socket) drops it.
    const before = hot();
    const signup = await fetch(origin + '/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ firstName: 'Hot', lastName: 'Path', email: `hot-${Date.now()}@example.com`, password: 'secret123', role: 'ATHLETE' }),
    });
    expect(signup.status).toBeLessThan(300);
    expect(await listed()).toContain('Added behind the app');
    expect(hot()).toBe(before);
  });

  it('counts its answers in the request metrics', async () => {
    await get('/api/content-feed');
    await get('/api/content-feed');
    const metrics = await (await get('/metrics')).text();
    const count = Number(/http_request_duration_seconds_count\{method="GET",route="\/api\/content-feed",status="200"\} (\d+)/.exec(metrics)?.[1]);
    expect(count).toBeGreaterThanOrEqual(5);
    expect(await raw(await get('/api/content-feed'))).toBeTruthy();
  });
});
