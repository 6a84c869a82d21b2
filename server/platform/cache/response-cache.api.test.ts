import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Decision 028: GET /api answers kept per session, language and address, dropped by every change. */
describe(`the response cache on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const hits = () => t.app.responseCache.hits;

  it('answers the same session again from the cache, until a change drops it', async () => {
    const a = await signupUser(t.app);
    const first = await get('/api/my-profile', a.cookie);
    expect(first.statusCode).toBe(200);
    const before = hits();
    const second = await get('/api/my-profile', a.cookie);
    expect(hits()).toBe(before + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    // A change made outside a request is not seen while the answer lives...
    await t.database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, a.user.id));
    expect((await get('/api/my-profile', a.cookie)).body).toBe(first.body);
    // ...and any state-changing request drops every kept answer (here, another user's).
    const b = await signupUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: b.cookie } });
    const after = await get('/api/auth/user', a.cookie);
    expect(JSON.stringify(json(after))).toContain('Changed');
  });

  it('keeps answers apart per session, per language and per address; keeps no error', async () => {
    const a = await signupUser(t.app);
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } });
    const cookie2 = String(other.headers['set-cookie']).split(';')[0]!;
    const mine = json<Array<{ current: boolean; id: string }>>(await get('/api/account/sessions', a.cookie));
    const theirs = json<Array<{ current: boolean; id: string }>>(await get('/api/account/sessions', cookie2));
    expect(mine.find((s) => s.current)!.id).not.toBe(theirs.find((s) => s.current)!.id);
    // Language: the same address in Spanish is its own answer.
    const en = await get('/api/subscription/plans', undefined, { 'accept-language': 'en' });
    const es = await get('/api/subscription/plans', undefined, { 'accept-language': 'es' });
    expect(en.statusCode).toBe(200);
    expect(es.statusCode).toBe(200);
    // Errors are never kept: a signed-out call stays a 401, a bad id a 400.
    const before = hits();
    for (let i = 0; i < 3; i++) {
      expect((await get('/api/my-profile')).statusCode).toBe(401);
      expect((await get('/api/media/0', a.cookie)).statusCode).toBe(400);
    }
    expect(hits()).toBe(before);
  });

  it('keeps a download with its file name: the account export', async () => {
    const a = await signupUser(t.app);
    const first = await get('/api/account/export', a.cookie);
    expect(first.statusCode).toBe(200);
    const before = hits();
    const again = await get('/api/account/export', a.cookie);
    expect(hits()).toBe(before + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });
});
