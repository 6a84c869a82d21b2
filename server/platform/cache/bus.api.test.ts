import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { createTestCluster, type TestCluster } from '../../test/test-cluster.ts';
import { cookieOf, json, signupUser, testDbKind } from '../../test/test-app.ts';

/**
 * Two web nodes on one PostgreSQL database, each with its own read caches (decision 016) and
 * pool, told of each other's writes through the cache bus (decision 022): over PostgreSQL
 * LISTEN/NOTIFY, and over Redis pub/sub when REDIS_URL is set. Every read below goes to the node
 * that did not write, over real HTTP (the hot answers of decision 018 included), right after the
 * write's answer: no waiting, no retry.
 */
const onPostgres = testDbKind() === 'postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const transports = [
  { name: 'PostgreSQL LISTEN/NOTIFY', env: { REDIS_URL: '' } },
  { name: 'Redis pub/sub', env: { REDIS_URL: redisUrl } },
] as const;

describe.skipIf(!onPostgres).each(transports)('cache drops across two web nodes over $name', ({ env }) => {
  let cluster: TestCluster;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const base = new Map<FastifyInstance, string>();

  beforeAll(async () => {
    cluster = await createTestCluster(2, { READ_CACHE_MS: '60000', CACHE_SYNC_TIMEOUT_MS: '400', ...env });
    [a, b] = cluster.nodes as [FastifyInstance, FastifyInstance];
    for (const node of cluster.nodes) {
      await node.listen({ port: 0, host: '127.0.0.1' });
      base.set(node, `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => cluster?.close());

  async function get<T>(node: FastifyInstance, url: string, cookie?: string): Promise<{ status: number; body: T }> {
    const res = await fetch(base.get(node)! + url, { headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as T };
  }

  it('is on and listening on both nodes', () => {
    expect(a.cacheBus?.listening).toBe(true);
    expect(b.cacheBus?.listening).toBe(true);
    expect(a.cacheBus?.nodeId).not.toBe(b.cacheBus?.nodeId);
  });

  it('a booking and its cancellation on A show on B at once: my bookings, spots left (hot answer), dashboard', async () => {
    const db = cluster.databases[0]!.db;
    const program = await createProgram(db);
    const session = await createSession(db, program.id, { spots: 10, hoursFromNow: 96 });
    const athlete = await signupUser(a);
    type Spots = { id: number; availableSpots: number }[];
    const spotsOnB = async () => (await get<Spots>(b, '/api/training-sessions')).body.find((s) => s.id === session.id)?.availableSpots;

    // B reads (and caches) the state before the booking; the second catalogue read is a hot answer.
    expect((await get<unknown[]>(b, '/api/my-bookings', athlete.cookie)).body).toEqual([]);
    expect(await spotsOnB()).toBe(10);
    const hotBefore = b.hotAnswers.served;
    expect(await spotsOnB()).toBe(10);
    expect(b.hotAnswers.served).toBe(hotBefore + 1);
    const statsBefore = await get<{ totalSessions: number }>(b, '/api/dashboard-stats', athlete.cookie);
    expect(statsBefore.status).toBe(200);

    const booked = await payAndBook(a, athlete.cookie, session.id);
    expect(booked.statusCode).toBe(200);
    const bookings = (await get<{ id: number; status: string }[]>(b, '/api/my-bookings', athlete.cookie)).body;
    expect(bookings.map((x) => x.status)).toEqual(['CONFIRMED']);
    expect(await spotsOnB()).toBe(9);
    expect((await get<{ totalSessions: number }>(b, '/api/dashboard-stats', athlete.cookie)).body).not.toEqual(statsBefore.body);

    const cancelled = await a.inject({ method: 'POST', url: `/api/session-bookings/${bookings[0]!.id}/cancel`, headers: { cookie: athlete.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect((await get<{ status: string }[]>(b, '/api/my-bookings', athlete.cookie)).body.map((x) => x.status)).toEqual(['CANCELLED']);
    expect(await spotsOnB()).toBe(10);
  });

  it('a profile edit on A shows in the session B holds at once', async () => {
    const user = await signupUser(a);
    expect((await get<{ firstName: string }>(b, '/api/auth/user', user.cookie)).body.firstName).toBe('Test');
    const edit = await a.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: user.cookie },
      payload: { firstName: 'Renamed', lastName: user.lastName, email: user.email },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get<{ firstName: string }>(b, '/api/auth/user', user.cookie)).body.firstName).toBe('Renamed');
  });

  it('a logout on A refuses the cookie on B at once (B had the session cached)', async () => {
    const user = await signupUser(b);
    for (const node of [b, b, a]) expect((await get(node, '/api/auth/user', user.cookie)).status).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await get(b, '/api/auth/user', user.cookie)).status).toBe(401);
    expect((await get(a, '/api/auth/user', user.cookie)).status).toBe(401);
  });

  it('a sign-in on B is served from B’s cache until a write anywhere drops it', async () => {
    const user = await signupUser(a);
    const login = await b.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    const cookie = cookieOf(login);
    expect(json<{ user: { id: number } }>(login).user.id).toBe(user.user.id);
    expect((await get(b, '/api/auth/user', cookie)).status).toBe(200);
    // Deleted behind the app's back (no request, no drop): B keeps serving its cached session...
    await cluster.databases[0]!.query('DELETE FROM sessions WHERE user_id = $1', [user.user.id]);
    expect((await get(b, '/api/auth/user', cookie)).status).toBe(200);
    // ...until any state-changing request on A drops every node's caches.
    await a.inject({ method: 'POST', url: '/api/auth/logout' });
    expect((await get(b, '/api/auth/user', cookie)).status).toBe(401);
  });
});

describe.skipIf(!onPostgres)('cache bus on PostgreSQL when a node cannot hear, or does not answer', () => {
  let cluster: TestCluster;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await createTestCluster(2, { READ_CACHE_MS: '60000', CACHE_SYNC_TIMEOUT_MS: '300', REDIS_URL: '' });
    [a, b] = cluster.nodes as [FastifyInstance, FastifyInstance];
  });
  afterAll(async () => cluster?.close());

  const user = (node: FastifyInstance, cookie: string) => node.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  async function until(check: () => boolean, ms = 15_000) {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('a node whose listening connection is cut stops caching until it hears again, then caches again', async () => {
    const u = await signupUser(a);
    expect((await user(b, u.cookie)).statusCode).toBe(200);
    await cluster.databases[0]!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'octane-cache-bus'`,
    );
    await until(() => !b.cacheBus!.listening && !a.cacheBus!.listening);
    expect(b.caches.caching).toBe(false);
    // Nobody can tell B now: B must read the database on every request.
    await cluster.databases[0]!.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Unheard', u.user.id]);
    expect(json<{ firstName: string }>(await user(b, u.cookie)).firstName).toBe('Unheard');

    await until(() => b.cacheBus!.listening && a.cacheBus!.listening);
    expect(b.caches.caching).toBe(true);
    expect((await user(b, u.cookie)).statusCode).toBe(200);
    await cluster.databases[0]!.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Cached', u.user.id]);
    expect(json<{ firstName: string }>(await user(b, u.cookie)).firstName).toBe('Unheard');
    await a.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(json<{ firstName: string }>(await user(b, u.cookie)).firstName).toBe('Cached');
  });

  it('a write waits for every listening node to confirm, and answers anyway when one never does', async () => {
    const silent = new pg.Client({ connectionString: cluster.databases[0]!.connectionString, application_name: 'octane-cache-bus' });
    await silent.connect();
    try {
      await silent.query('LISTEN octane_cache');
      const started = Date.now();
      const res = await a.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await silent.end();
    }
    // Without the silent listener, the other node's confirmation is all a write waits for.
    const started = Date.now();
    await a.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(Date.now() - started).toBeLessThan(290);
  });
});
