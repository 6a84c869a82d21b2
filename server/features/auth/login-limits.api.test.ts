import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, type TestCluster } from '../../test/test-cluster.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/**
 * Sign-in limits (issue 16, decision 020), in memory and in the machine's Redis: exact under
 * concurrent guesses, growing delays rather than a lockout, per account and address, per account
 * from anywhere, per address for any account; the same for addresses without an account.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores = [
  { store: 'memory', env: { REDIS_URL: '' } },
  { store: 'Redis', env: { REDIS_URL: redisUrl } },
] as const;

let ipSeq = 0;
const freshIp = () => `10.${20 + Math.floor(++ipSeq / 250)}.${ipSeq % 250}.7`;
const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe.each(stores)(`sign-in limits with the $store store on ${testDbKind()}`, ({ store, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...env, LOGIN_RATE_LIMIT: '5', LOGIN_ACCOUNT_LIMIT: '12', LOGIN_IP_LIMIT: '8' });
  });
  afterAll(async () => t?.close());

  it(`checks exactly LOGIN_RATE_LIMIT of many guesses fired at once (20 trials, ${store})`, async () => {
    for (let trial = 0; trial < 20; trial++) {
      const email = `victim-${trial}-${Date.now()}@example.com`;
      const ip = freshIp();
      const codes = (await Promise.all(Array.from({ length: 30 }, (_, i) => login(t.app, email, `guess-${i}-wrong`, ip)))).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(25);
    }
  });

  it('slows the guesser with growing delays, says how long, and the owner from another address still signs in', async () => {
    const owner = await signupUser(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(t.app, owner.email, 'wrong-guess-1', attacker)).statusCode).toBe(401);
    const first = await login(t.app, owner.email, 'wrong-guess-2', attacker);
    expect(first.statusCode).toBe(429);
    expect(json(first).message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    expect(first.headers['retry-after']).toBe('1');
    // Even the right password waits its turn from that address.
    expect((await login(t.app, owner.email, owner.password, attacker)).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login(t.app, owner.email, 'wrong-guess-3', attacker)).statusCode).toBe(401);
    const second = await login(t.app, owner.email, 'wrong-guess-4', attacker);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(1);

    const ownerIp = freshIp();
    expect((await login(t.app, owner.email, owner.password, ownerIp)).statusCode).toBe(200);
  });

  it('counts an account from every address, then slows it too (not a lockout)', async () => {
    const owner = await signupUser(t.app);
    const codes = [];
    for (let i = 0; i < 14; i++) codes.push((await login(t.app, owner.email, 'spread-out-guess', freshIp())).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 401)).toBe(true);
    expect(codes.slice(12)).toContain(429);
    const refused = await login(t.app, owner.email, owner.password, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an address across accounts (30 accounts x 5 guesses is slowed), known and unknown alike; successes do not count', async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await login(t.app, `account-${i}-${Date.now()}@example.com`, 'guess', ip)).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 401)).toBe(true);
    expect(codes.slice(8).every((c) => c === 429)).toBe(true);
    expect((await login(t.app, 'someone-else@example.com', 'guess', freshIp())).statusCode).toBe(401);

    const office = freshIp();
    const member = await signupUser(t.app);
    for (let i = 0; i < 12; i++) expect((await login(t.app, member.email, member.password, office)).statusCode).toBe(200);
  });
});

describe.skipIf(testDbKind() !== 'postgres')('sign-in limits shared by two web nodes through Redis', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster(2, { REDIS_URL: redisUrl, LOGIN_RATE_LIMIT: '6', LOGIN_IP_LIMIT: '100000' });
  });
  afterAll(async () => cluster?.close());

  it('guesses split across both nodes at once are counted together: exactly LOGIN_RATE_LIMIT checked (20 trials)', async () => {
    const [a, b] = cluster.nodes as [FastifyInstance, FastifyInstance];
    for (let trial = 0; trial < 20; trial++) {
      const email = `shared-${trial}-${Date.now()}@example.com`;
      const ip = freshIp();
      const codes = (await Promise.all(Array.from({ length: 24 }, (_, i) => login(i % 2 ? a : b, email, `guess-${i}`, ip)))).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(6);
      expect(codes.filter((c) => c === 429)).toHaveLength(18);
    }
  });
});
