import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFY_DAYS } from '../../../common/auth.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { emailChanges } from '../../db/schema/users.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`e-mail verification (issue 16) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const fresh = (name: string) => `${name}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  /** A sign-up through the API itself: the account is not verified (signupUser verifies its accounts). */
  async function signUp(email = fresh('new'), role: 'ATHLETE' | 'PARENT' | 'COACH' = 'ATHLETE', inviteToken?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Vera', lastName: 'Fied', email, password: 'correct-horse-battery', role, ...(inviteToken ? { inviteToken } : {}) },
    });
    expect(res.statusCode).toBe(201);
    return { email, cookie: cookieOf(res), result: json<{ message: string; user: { id: number; emailVerified: boolean } }>(res) };
  }
  const me = async (cookie: string) =>
    json<{ email: string; emailVerified: boolean }>(await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }));
  const confirm = (token: string, purpose?: 'verify' | 'change') =>
    t.app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token, ...(purpose ? { purpose } : {}) } });
  const resend = (cookie?: string) => t.app.inject({ method: 'POST', url: '/api/account/verify-email/resend', headers: cookie ? { cookie } : {} });
  const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  /** The token of the newest verification link e-mailed to `to`, read from the outbox as a person would. */
  async function verifyLinkFor(to: string): Promise<string> {
    const mail = (await mailsTo(to)).find((m) => m.subject.startsWith('Verify your e-mail address'));
    const m = /\/verify-email\/([\w-]+)/.exec(mail?.text ?? '');
    if (!m) throw new Error(`no verification link e-mailed to ${to}`);
    return m[1]!;
  }
  async function inviteFor(email: string): Promise<string> {
    const parent = await signupUser(t.app, 'PARENT');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/parent/add-athlete',
      headers: { cookie: parent.cookie },
      payload: { email, firstName: 'Kid', lastName: 'Case', age: 13 },
    });
    expect(res.statusCode).toBe(201);
    const mail = (await mailsTo(email)).find((m) => m.text.includes('/invite/'));
    return /\/invite\/([\w-]+)/.exec(mail!.text)![1]!;
  }
  const accept = (token: string, cookie: string) => t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: { cookie } });

  it('sign-up e-mails a single-use link valid for 7 days; confirming it verifies the address', async () => {
    const before = Date.now();
    const u = await signUp();
    expect(u.result.user.emailVerified).toBe(false);
    expect(await me(u.cookie)).toMatchObject({ email: u.email, emailVerified: false });
    const token = await verifyLinkFor(u.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, u.result.user.id));
    expect(row!.newEmail).toBe(u.email);
    const days = (row!.expiresAt.getTime() - before) / (24 * 3600_000);
    expect(days).toBeGreaterThan(EMAIL_VERIFY_DAYS - 0.01);
    expect(days).toBeLessThan(EMAIL_VERIFY_DAYS + 0.01);

    // The token alone proves the inbox: no session is needed (the link may open in another browser).
    const done = await confirm(token, 'verify');
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe(en('auth.emailVerified'));
    expect(await me(u.cookie)).toMatchObject({ email: u.email, emailVerified: true });
    // Nothing changed, so nobody is told of a change.
    expect((await mailsTo(u.email)).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/was changed$/));

    const again = await confirm(token, 'verify');
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(en('auth.verifyInvalid'));
    expect(json(await confirm('never-issued-token', 'verify')).message).toBe(en('auth.verifyInvalid'));
    expect(json(await confirm('never-issued-token')).message).toBe(en('auth.emailChangeInvalid'));
  });

  it('refuses an expired link, and the account stays unverified', async () => {
    const u = await signUp();
    const token = await verifyLinkFor(u.email);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, u.result.user.id));
    const res = await confirm(token, 'verify');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(en('auth.verifyExpired'));
    expect((await me(u.cookie)).emailVerified).toBe(false);
  });

  it('sending the link again voids the older link, is limited to 3 an hour, and needs a signed-in unverified account', async () => {
    const u = await signUp();
    const first = await verifyLinkFor(u.email);
    expect((await resend()).statusCode).toBe(401);

    const sent = await resend(u.cookie);
    expect(sent.statusCode).toBe(200);
    expect(json(sent).message).toBe(en('auth.verificationSent', { email: u.email, days: EMAIL_VERIFY_DAYS }));
    const second = await verifyLinkFor(u.email);
    expect(second).not.toBe(first);
    expect(json(await confirm(first, 'verify')).message).toBe(en('auth.verifyInvalid'));

    expect((await resend(u.cookie)).statusCode).toBe(200);
    expect((await resend(u.cookie)).statusCode).toBe(200);
    const limited = await resend(u.cookie);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toBe(en('auth.verifyTooMany'));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Four links were asked for in all (sign-up and three resends): only the newest works.
    const links = (await mailsTo(u.email)).filter((m) => m.subject.startsWith('Verify your e-mail address'));
    expect(links).toHaveLength(4);
    const newest = await verifyLinkFor(u.email);
    expect((await confirm(second, 'verify')).statusCode).toBe(400);
    expect((await confirm(newest, 'verify')).statusCode).toBe(200);

    // Verified: there is nothing to send (whatever the limit).
    const other = await signUp();
    expect((await confirm(await verifyLinkFor(other.email), 'verify')).statusCode).toBe(200);
    const already = await resend(other.cookie);
    expect(already.statusCode).toBe(409);
    expect(json(already).message).toBe(en('auth.alreadyVerified'));
    const helperAccount = await signupUser(t.app);
    expect((await resend(helperAccount.cookie)).statusCode).toBe(409);
  });

  it('an invitation is accepted only once the matching address is verified', async () => {
    const email = fresh('invited');
    const athlete = await signUp(email);
    const token = await inviteFor(email);
    const refused = await accept(token, athlete.cookie);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(en('parent.verifyFirst'));
    // Still usable after the refusal.
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(200);

    expect((await confirm(await verifyLinkFor(email), 'verify')).statusCode).toBe(200);
    const accepted = await accept(token, athlete.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).message).toBe('You are now linked with your parent.');
  });

  it('a sign-up from the invitation link to the same address is verified at once and linked; another address is not', async () => {
    const email = fresh('invited-signup');
    const token = await inviteFor(email);
    const kid = await signUp(email, 'ATHLETE', token);
    expect(kid.result.message).toBe('Account created and linked with your parent');
    expect(kid.result.user.emailVerified).toBe(true);
    expect((await me(kid.cookie)).emailVerified).toBe(true);
    expect((await mailsTo(email)).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/^Verify your e-mail address/));
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, kid.result.user.id))).toEqual([]);

    // The link of someone else's invitation proves nothing about another address.
    const otherToken = await inviteFor(fresh('someone-else'));
    const stranger = await signUp(fresh('stranger'), 'ATHLETE', otherToken);
    expect(stranger.result.message).toBe(`Account created. ${en('parent.wrongAccount')}`);
    expect(stranger.result.user.emailVerified).toBe(false);
    await verifyLinkFor(stranger.email);
  });

  it('a password reset from its e-mailed link, and a confirmed e-mail change, verify the address', async () => {
    const u = await signUp();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email }, remoteAddress: '10.9.0.1' })).statusCode).toBe(
      200,
    );
    const resetMail = (await mailsTo(u.email)).find((m) => m.subject.startsWith('Reset your'));
    const resetToken = /\/reset-password\/([\w-]+)/.exec(resetMail!.text)![1]!;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: resetToken, password: 'a-brand-new-secret' },
          remoteAddress: '10.9.0.2',
        })
      ).statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'a-brand-new-secret' },
      remoteAddress: '10.9.0.3',
    });
    expect(json<{ user: { emailVerified: boolean } }>(login).user.emailVerified).toBe(true);

    const v = await signUp();
    const next = fresh('changed');
    const asked = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: v.cookie },
      payload: { firstName: 'Vera', lastName: 'Fied', email: next, currentPassword: 'correct-horse-battery' },
    });
    expect(asked.statusCode).toBe(200);
    // Asking for a change voids the sign-up link: only the new address's link works now.
    expect((await confirm(await verifyLinkFor(v.email), 'verify')).statusCode).toBe(400);
    const changeMail = (await mailsTo(next)).find((m) => m.text.includes('/confirm-email/'));
    const done = await confirm(/\/confirm-email\/([\w-]+)/.exec(changeMail!.text)![1]!);
    expect(json(done).message).toBe(en('auth.emailChanged'));
    expect(await me(v.cookie)).toMatchObject({ email: next, emailVerified: true });
  });

  it('one verification link confirmed from three tabs at once verifies once (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const u = await signUp(fresh(`race-${trial}`));
      const token = await verifyLinkFor(u.email);
      const codes = (await Promise.all([0, 1, 2].map(() => confirm(token, 'verify')))).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 400, 400]);
      expect((await me(u.cookie)).emailVerified).toBe(true);
    }
  });
});
