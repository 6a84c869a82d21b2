import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en, es } from '../../../common/messages/index.ts';

/**
 * PostgreSQL goes away under a running app: its database stops accepting connections and every
 * open one is terminated. Every call that needs it answers 503 with Retry-After and a clear
 * message (not 500), and the app recovers on its own once the database is back.
 * (PGlite runs inside the process: it cannot become unreachable.)
 */
describe.skipIf(testDbKind() !== 'postgres')('database unreachable on postgres', () => {
  let t: TestApp;
  let name: string;
  let admin: import('pg').Client;
  beforeAll(async () => {
    t = await createTestApp();
    name = ((await t.database.query('select current_database() as name')).rows[0] as { name: string }).name;
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    await t?.close();
  });

  it('answers 503 with Retry-After while the database is down, and recovers without a restart', async () => {
    const athlete = await signupUser(t.app);
    const calls = [
      { method: 'GET' as const, url: '/api/my-bookings', headers: { cookie: athlete.cookie } },
      { method: 'GET' as const, url: '/api/dashboard-stats', headers: { cookie: athlete.cookie } },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: athlete.email, password: athlete.password } },
      { method: 'GET' as const, url: '/api/public-profiles' },
    ];
    for (const c of calls) expect((await t.app.inject(c)).statusCode, c.url).toBe(200);
    t.app.caches.invalidate();

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    for (const c of calls) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.url}: ${res.body}`).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: en('platform.unavailable') });
    }
    const spanish = await t.app.inject({ method: 'GET', url: '/api/public-profiles', headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toEqual({ message: es('platform.unavailable') });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    for (const c of calls) expect((await t.app.inject(c)).statusCode, c.url).toBe(200);
  });
});
