import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrate, openDatabase, type Database } from '../../db/client.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

describe(`operations endpoints and HTTP hardening on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers /healthz with 200 ok', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 and the kind of database it checked', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ready', database: testDbKind() });
  });

  it('exposes http_request_duration_seconds on /metrics after a request, by route template and status', async () => {
    await get('/api/auth/user');
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/user",status="401"\} [1-9]/);
    // Default process metrics are collected too.
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('labels unmatched paths without the raw URL, so random paths cannot blow up the metric series', async () => {
    await get('/api/no-such-thing-4711');
    const res = await get('/metrics');
    expect(res.body).not.toContain('no-such-thing-4711');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="[^"]*",status="404"\} [1-9]/);
  });

  it('sends the security headers: a CSP with default-src self and frame-ancestors none, nosniff, framing and referrer policies', async () => {
    for (const url of ['/healthz', '/some/page']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      const directives = csp.split(';').map((d) => d.trim());
      expect(directives).toContain("default-src 'self'");
      expect(directives).toContain("frame-ancestors 'none'");
      expect(directives).toContain("object-src 'none'");
      expect(directives).toContain("base-uri 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(directives.find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(res.headers['referrer-policy']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends API answers, found or not, a policy under which nothing runs, and no document-only headers', async () => {
    for (const url of ['/api/site', '/api/nowhere']) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no HSTS header over plain HTTP (it would lock out a local install)', async () => {
    const res = await get('/healthz');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('echoes a given x-request-id', async () => {
    const res = await get('/healthz', { 'x-request-id': 'trace-abc-123' });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
  });

  it('generates a different request id when none is given, or the given one is empty', async () => {
    const a = await get('/healthz');
    const b = await get('/healthz');
    const empty = await get('/healthz', { 'x-request-id': '' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(empty.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('cuts an overlong x-request-id to 64 characters', async () => {
    const res = await get('/healthz', { 'x-request-id': 'x'.repeat(500) });
    expect(res.headers['x-request-id']).toBe('x'.repeat(64));
  });

  it('echoes the request id on error responses too', async () => {
    const res = await get('/api/auth/user', { 'x-request-id': 'trace-401' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('trace-401');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await get('/api/does-not-exist?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toEqual({ message: 'No route for GET /api/does-not-exist' });
  });

  it('answers an unknown page path with a 404 when the SPA is not served', async () => {
    const res = await get('/some/page');
    expect(res.statusCode).toBe(404);
  });

  it('serves an OpenAPI document at /api/docs/json that describes the auth calls', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe(`${t.config.BUSINESS_NAME} API`);
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/auth/signup']).toHaveProperty('post');
    expect(doc.paths['/api/auth/user']).toHaveProperty('get');
    // Operational and redirect routes are hidden.
    expect(doc.paths['/healthz']).toBeUndefined();
    expect(doc.paths['/metrics']).toBeUndefined();
  });

  it('serves the documentation page at /api/docs', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Swagger UI');
  });

  it('answers a body over the 1 MiB limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ message: 'The request is too large.' });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({ message: 'This content type is not supported. Please send JSON (application/json).' });
  });

  it('answers malformed JSON with 400 and a message, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).message).toBe('string');
    expect(res.body).not.toMatch(/\n\s+at /);
  });
});

describe(`readiness with the database gone on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /readyz with 503 and a clear message once the database is closed, while /healthz stays 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const close = t.database.close;
    await close();
    // Already closed: the test app's own close must not close it a second time.
    t.database.close = async () => {};
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({ status: 'unavailable', message: 'The database is not reachable.' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

/**
 * An app of our own, so test routes can be added before it is ready (createTestApp readies its app).
 * The routes under test use no database, so an in-memory PGlite serves for both test databases.
 */
describe('the central error handler', () => {
  let app: FastifyInstance;
  let database: Database;
  const logged: { reqId: unknown; args: unknown[] }[] = [];

  beforeAll(async () => {
    const config = loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    app = await buildApp({ config, database });
    // Records what the handler logs, with the request id bound to the request's logger.
    app.addHook('onRequest', async (req) => {
      const reqId = (req.log as unknown as { bindings(): Record<string, unknown> }).bindings().reqId;
      vi.spyOn(req.log, 'error').mockImplementation((...args: unknown[]) => {
        logged.push({ reqId, args });
      });
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/test/throw', async () => {
      throw new Error('connection string postgres://admin:hunter2@db/secret failed');
    });
    r.get('/api/test/reject', async () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")));
    r.get('/api/test/bad-output', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({ id: 'not-a-number' }) as never);
    r.get(
      '/api/test/extra-field',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      async () => ({ id: 7, passwordHash: '$argon2id$secret' }) as never,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['/api/test/throw', '/api/test/reject', '/api/test/bad-output'])(
    'answers an unexpected error (%s) with 500, a generic message and the request id, and no internals',
    async (url) => {
      logged.length = 0;
      const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-500-check' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(json(res)).toEqual({ message: GENERIC_500, requestId: 'req-500-check' });
      expect(res.headers['x-request-id']).toBe('req-500-check');
      expect(res.body).not.toMatch(/hunter2|Cannot read|stack|\bat \S+ \(|\.ts:\d+/);
      // Logged once, on the request's logger (bound to its id), with the error itself.
      expect(logged).toHaveLength(1);
      expect(logged[0]!.reqId).toBe('req-500-check');
      const [fields] = logged[0]!.args as [{ err?: unknown }];
      expect(fields.err).toBeInstanceOf(Error);
    },
  );

  it('drops fields that are not in the response schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/extra-field' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ id: 7 });
  });

  it('gives a generated request id in the 500 body when the client sent none', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/throw' });
    expect(res.statusCode).toBe(500);
    const body = json<{ requestId: string }>(res);
    expect(body.requestId).toBeTruthy();
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });
});

/** Controls of docs/security.md that the auth API tests do not show from the outside. */
describe(`stored credentials and session lifetime on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const login = (email: string, password: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: cookie ? { cookie } : {} });
  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
  const daysLeft = async (tokenHash: string) => {
    const { rows } = await t.database.query('select extract(epoch from expires_at - now()) as s from sessions where token_hash = $1', [tokenHash]);
    return Number(rows[0]?.s) / 86_400;
  };

  it('stores passwords as argon2id hashes, never as typed', async () => {
    const s = await signupUser(t.app);
    const { rows } = await t.database.query('select password_hash from users where email = $1', [s.email]);
    const stored = String(rows[0]?.password_hash);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(stored).not.toContain(s.password);
  });

  it('gives an opaque random token in the cookie and stores only its SHA-256', async () => {
    const s = await signupUser(t.app);
    const token = tokenOf(s.cookie);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const { rows } = await t.database.query('select token_hash from sessions where user_id = $1', [s.user.id]);
    expect(rows).toEqual([{ token_hash: sha256(token) }]);
    const raw = await t.database.query('select count(*)::int as n from sessions where token_hash = $1', [token]);
    expect(raw.rows[0]?.n).toBe(0);
  });

  it('replaces the session a login was made with (no session fixation)', async () => {
    const s = await signupUser(t.app);
    const res = await login(s.email, s.password, s.cookie);
    expect(res.statusCode).toBe(200);
    expect((await me(s.cookie)).statusCode).toBe(401);
    expect((await me(cookieOf(res))).statusCode).toBe(200);
  });

  it('slides the expiry forward to SESSION_DAYS on use once a day has passed, and sends the cookie again', async () => {
    const s = await signupUser(t.app);
    const hash = sha256(tokenOf(s.cookie));
    // Used within a day of the last renewal: no database write, no new cookie.
    expect((await me(s.cookie)).cookies.find((c) => c.name === 'sid')).toBeUndefined();
    await t.database.query("update sessions set renewed_at = now() - interval '2 days', expires_at = now() + interval '1 day' where token_hash = $1", [hash]);
    // A day has passed: this node's read cache (READ_CACHE_MS) has long forgotten the session.
    t.app.caches.invalidate();
    const res = await me(s.cookie);
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === 'sid');
    expect(renewed?.value).toBe(tokenOf(s.cookie));
    expect(renewed?.httpOnly).toBe(true);
    const cookieDays = (new Date(renewed!.expires!).getTime() - Date.now()) / 86_400_000;
    expect(cookieDays).toBeGreaterThan(29.9);
    expect(await daysLeft(hash)).toBeGreaterThan(29.9);
  });

  it('reuses a session it resolved for READ_CACHE_MS, and reads it again after any change on this node', async () => {
    const s = await signupUser(t.app);
    expect((await me(s.cookie)).statusCode).toBe(200);
    // Revoked behind this node's back (another node's logout): still known here for a moment...
    await t.database.query('delete from sessions where token_hash = $1', [sha256(tokenOf(s.cookie))]);
    expect((await me(s.cookie)).statusCode).toBe(200);
    // ...until this node handles any state-changing request (or READ_CACHE_MS passes).
    await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it('forgets a session at once when it is logged out on this node', async () => {
    const s = await signupUser(t.app);
    expect((await me(s.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } })).statusCode).toBeLessThan(400);
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session with 401 and clears the cookie', async () => {
    const s = await signupUser(t.app);
    await t.database.query("update sessions set expires_at = now() - interval '1 minute' where token_hash = $1", [sha256(tokenOf(s.cookie))]);
    const res = await me(s.cookie);
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
  });

  it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
    const s = await signupUser(t.app);
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await login(email, 'not-the-password');
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    await timed(s.email); // warm-up
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await timed(s.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    // Without the dummy hash an unknown e-mail answers in a few per cent of the time of an argon2 verify.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});
