import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceSession } from '../../../common/sessions.ts';
import { sessions } from '../../db/schema/users.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe(`the sessions page (issue 16) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const loginFrom = async (email: string, password: string, ua: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'user-agent': ua } });
    expect(res.statusCode).toBe(200);
    return cookieOf(res);
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string) => t.app.inject({ method, url, headers: { cookie } });
  const list = async (cookie: string) => json<DeviceSession[]>(await call('GET', '/api/account/sessions', cookie));
  const me = async (cookie: string) => (await call('GET', '/api/auth/user', cookie)).statusCode;

  it('lists where the account is signed in, names the browsers, marks this one, and signs out another device', async () => {
    const u = await signupUser(t.app);
    const laptop = await loginFrom(u.email, u.password, CHROME_WINDOWS);
    const phone = await loginFrom(u.email, u.password, SAFARI_IPHONE);
    const seen = await list(laptop);
    expect(seen).toHaveLength(3);
    expect(seen.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Windows']);
    expect(seen.map((s) => s.device).sort()).toEqual(['Chrome on Windows', 'Safari on iPhone', 'Unknown device']);
    expect(seen.every((s) => /^[0-9a-f]{16}$/.test(s.id))).toBe(true);
    // In Spanish for a Spanish reader.
    const spanish = json<DeviceSession[]>(
      await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: laptop, 'accept-language': 'es' } }),
    );
    expect(spanish.map((s) => s.device).sort()).toEqual(['Chrome en Windows', 'Dispositivo desconocido', 'Safari en iPhone']);

    const phoneId = (await list(phone)).find((s) => s.current)!.id;
    const out = await call('DELETE', `/api/account/sessions/${phoneId}`, laptop);
    expect(out.statusCode).toBe(200);
    expect(json(out).message).toBe(en('account.signedOutOne'));
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    const again = await call('DELETE', `/api/account/sessions/${phoneId}`, laptop);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(en('account.sessionNotFound'));
  });

  it('signs out every other device and keeps this one; ending this one signs it out here', async () => {
    const u = await signupUser(t.app);
    const a = await loginFrom(u.email, u.password, CHROME_WINDOWS);
    const b = await loginFrom(u.email, u.password, SAFARI_IPHONE);
    const res = await call('POST', '/api/account/sessions/sign-out-others', a);
    expect(json(res).message).toBe(en('account.signedOutOthers'));
    expect([await me(a), await me(b), await me(u.cookie)]).toEqual([200, 401, 401]);
    expect(await list(a)).toHaveLength(1);

    const own = (await list(a))[0]!.id;
    const self = await call('DELETE', `/api/account/sessions/${own}`, a);
    expect(self.statusCode).toBe(200);
    expect(self.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await me(a)).toBe(401);
  });

  it("never shows or ends another account's sessions; refuses bad ids and visitors", async () => {
    const owner = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    const ownerId = (await list(owner.cookie))[0]!.id;
    expect((await call('DELETE', `/api/account/sessions/${ownerId}`, stranger.cookie)).statusCode).toBe(404);
    expect(await me(owner.cookie)).toBe(200);
    expect((await list(stranger.cookie)).map((s) => s.id)).not.toContain(ownerId);
    for (const bad of ['x', 'ABCDEF0123456789', '0'.repeat(64), '%00'])
      expect((await call('DELETE', `/api/account/sessions/${bad}`, owner.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
  });

  it('notes the last use at most every ten minutes', async () => {
    const u = await signupUser(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.user.id));
    const old = new Date(Date.now() - 3600_000);
    await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.tokenHash, row!.tokenHash));
    // A write empties the session cache, so the next request reads the stale time and refreshes it.
    await call('POST', '/api/account/sessions/sign-out-others', u.cookie);
    await me(u.cookie);
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, row!.tokenHash));
    expect(Date.now() - after!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('two devices signing out every other device at the same moment: no third session survives, at most one of the two (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const u = await signupUser(t.app);
      const a = await loginFrom(u.email, u.password, CHROME_WINDOWS);
      const b = await loginFrom(u.email, u.password, SAFARI_IPHONE);
      const results = await Promise.all([call('POST', '/api/account/sessions/sign-out-others', a), call('POST', '/api/account/sessions/sign-out-others', b)]);
      // Whichever ran first ended the other; the other then found its own session gone (401) or ran first itself.
      expect(results.map((r) => r.statusCode).filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
      const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.user.id));
      expect(left.length).toBeLessThanOrEqual(1);
      expect(await me(u.cookie)).toBe(401);
    }
  });
});
