import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { passwordResets } from '../../db/schema/users.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`forgot password (issue 16) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  let ipCounter = 0;
  /** Each request from its own address unless one is given, so the per-network limit is tested on purpose only. */
  const forgot = (email: string, ip = `10.1.0.${++ipCounter % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (token: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
      remoteAddress: `10.2.0.${++ipCounter % 250}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.3.0.${++ipCounter % 250}` });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  /** The token of the newest reset e-mail to `email`, read from the outbox as a person would. */
  async function linkFor(email: string): Promise<string> {
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
    const match = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no reset link e-mailed to ${email}`);
    return match[1]!;
  }

  it('answers the same for a known and an unknown address, and e-mails only a real account', async () => {
    const u = await signupUser(t.app);
    const known = await forgot(u.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual({ message: en('auth.resetSent') });
    expect(json(unknown)).toEqual(json(known));
    expect(await linkFor(u.email)).toMatch(/^[\w-]{43}$/);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'nobody-here@example.com'))).toEqual([]);
  });

  it('sets the new password once, signs out every session, and the old password stops working', async () => {
    const u = await signupUser(t.app);
    await forgot(u.email.toUpperCase());
    const token = await linkFor(u.email);
    expect((await me(u.cookie)).statusCode).toBe(200);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(json(weak).message).toBe(en('auth.passwordLength'));
    expect(json(await reset(token, 'password1')).message).toBe(en('auth.commonPassword'));

    const done = await reset(token, 'a-brand-new-secret', u.cookie);
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe(en('auth.resetDone'));
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'a-brand-new-secret')).statusCode).toBe(200);

    const again = await reset(token, 'another-new-secret');
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(en('auth.resetInvalid'));
  });

  it('refuses an expired link, a link replaced by a newer one, and tokens that were never issued', async () => {
    const u = await signupUser(t.app);
    await forgot(u.email);
    const first = await linkFor(u.email);
    await forgot(u.email);
    const second = await linkFor(u.email);
    expect(second).not.toBe(first);
    expect(json(await reset(first, 'a-brand-new-secret')).message).toBe(en('auth.resetInvalid'));

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, u.user.id));
    const expired = await reset(second, 'a-brand-new-secret');
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toBe(en('auth.resetExpired'));
    expect((await login(u.email, u.password)).statusCode).toBe(200);

    for (const bad of ['', 'x', 'a'.repeat(101), 'nul\u0000byte']) expect((await reset(bad, 'a-brand-new-secret')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: {} })).statusCode).toBe(400);
  });

  it('a link mailed before a password change or an e-mail change no longer works after it (issue 29)', async () => {
    const byPassword = await signupUser(t.app);
    await forgot(byPassword.email);
    const beforePassword = await linkFor(byPassword.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: byPassword.cookie },
      payload: { currentPassword: byPassword.password, newPassword: 'another-long-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(json(await reset(beforePassword, 'an-attacker-secret')).message).toBe(en('auth.resetInvalid'));
    expect((await login(byPassword.email, 'another-long-secret')).statusCode).toBe(200);

    const byEmail = await signupUser(t.app);
    await forgot(byEmail.email);
    const beforeEmail = await linkFor(byEmail.email);
    const next = `moved-${byEmail.email}`;
    const asked = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: byEmail.cookie },
      payload: { firstName: 'Test', lastName: byEmail.lastName, email: next, currentPassword: byEmail.password },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, next)).orderBy(desc(outbox.id)).limit(1);
    const confirmToken = /\/confirm-email\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(confirmToken).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token: confirmToken } })).statusCode).toBe(200);
    expect(json(await reset(beforeEmail, 'an-attacker-secret')).message).toBe(en('auth.resetInvalid'));
    expect((await login(next, byEmail.password)).statusCode).toBe(200);
  });

  it('one link used at the same moment from many tabs changes the password exactly once (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const u = await signupUser(t.app);
      await forgot(u.email);
      const token = await linkFor(u.email);
      const results = await Promise.all([0, 1, 2, 3].map((i) => reset(token, `concurrent-secret-${trial}-${i}`)));
      const ok = results.map((r, i) => [r.statusCode, i] as const).filter(([code]) => code === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
      expect((await login(u.email, `concurrent-secret-${trial}-${ok[0]![1]}`)).statusCode).toBe(200);
    }
  });

  it('limits requests per network and per address with 429, the same whether the address exists', async () => {
    const u = await signupUser(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await forgot(u.email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const unknownCodes = [];
    for (let i = 0; i < 4; i++) unknownCodes.push((await forgot('ghost-account@example.com')).statusCode);
    expect(unknownCodes).toEqual(codes);

    const net = [];
    for (let i = 0; i < 11; i++) net.push((await forgot(`visitor${i}@example.com`, '10.9.9.9')).statusCode);
    expect(net.slice(0, 10).every((c) => c === 200)).toBe(true);
    const limited = await forgot('visitor-last@example.com', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toBe(en('auth.resetTooMany'));
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
