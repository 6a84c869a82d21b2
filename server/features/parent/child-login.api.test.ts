import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_HOUR, type LinkedAthlete } from '../../../common/parent.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { athleteLinks, childLoginInvitations } from '../../db/schema/parent.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

/* A child's own login (issue 29, decision 047): a parent invites their child (13+) to an address. */
const TRIALS = 20;
const PASSWORD = 'kid-strong-pass-42';

const bornYearsAgo = (years: number, days = 10) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
const address = () => `kid-${crypto.randomBytes(4).toString('hex')}@example.com`;

describe(`a child's own login (decision 047) on ${testDbKind()}`, { timeout: 180_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;
  const athletes = async (cookie: string) => json<LinkedAthlete[]>(await call('GET', '/api/parent/athletes', cookie));

  async function family(age = 14) {
    const parent = await signupUser(t.app, 'PARENT');
    const res = await call('POST', '/api/parent/children', parent.cookie, { firstName: 'Sam', lastName: 'Rivera', dateOfBirth: bornYearsAgo(age) });
    expect(res.statusCode, res.body).toBe(201);
    return { parent, child: json<LinkedAthlete>(res) };
  }
  const invite = (cookie: string, childId: number | string, email: unknown) => call('POST', `/api/parent/children/${childId}/login`, cookie, { email });
  /** The token of the last link mailed to `to`. */
  async function tokenMailedTo(to: string) {
    const mails = await db().select().from(outbox).where(eq(outbox.to, to));
    const last = mails.sort((a, b) => a.id - b.id).at(-1);
    const m = /\/child-login\/([A-Za-z0-9_-]+)/.exec(last?.text ?? '');
    if (!m) throw new Error(`no child-login link mailed to ${to}`);
    return { token: m[1]!, mail: last! };
  }
  const accept = (token: string, payload: unknown = { password: PASSWORD, confirmPassword: PASSWORD }) =>
    call('POST', `/api/child-login/${token}`, null, payload);

  it('turns the child into an account with a login: real address, password, signed in, still linked', async () => {
    const { parent, child } = await family(14);
    const email = address();
    const res = await invite(parent.cookie, child.id, email.toUpperCase());
    expect(res.statusCode, res.body).toBe(201);
    expect(message(res)).toBe(`Login invitation sent to ${email}.`);
    const listed = (await athletes(parent.cookie))[0]!;
    expect(listed.loginInvitation).toMatchObject({ email, expired: false });
    expect(new Date(listed.loginInvitation!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    const { token, mail } = await tokenMailedTo(email);
    expect(mail.subject).toContain('Sam');
    // Only its hash is stored.
    const [row] = await db().select().from(childLoginInvitations).where(eq(childLoginInvitations.childId, child.id));
    expect(row!.tokenHash).not.toContain(token);

    const info = await call('GET', `/api/child-login/${token}`, null);
    expect(json(info)).toEqual({ firstName: 'Sam', lastName: 'Rivera', email });
    const mismatch = await accept(token, { password: PASSWORD, confirmPassword: 'something-else' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(en('auth.passwordsDiffer'));
    expect((await accept(token, { password: 'short', confirmPassword: 'short' })).statusCode).toBe(400);

    const done = await accept(token);
    expect(done.statusCode, done.body).toBe(200);
    const me = json<{ id: number; email: string; role: string }>(await call('GET', '/api/auth/user', cookieOf(done)));
    expect(me).toMatchObject({ id: child.id, email, role: 'ATHLETE' });
    const [u] = await db().select().from(users).where(eq(users.id, child.id));
    expect(u).toMatchObject({ email, hasLogin: true });
    expect(u!.emailVerifiedAt).not.toBeNull();
    // The child signs in with the new password from now on.
    expect((await call('POST', '/api/auth/login', null, { email, password: PASSWORD })).statusCode).toBe(200);
    // The link to the parent stays active; the parent sees the address and no invitation.
    const after = (await athletes(parent.cookie))[0]!;
    expect(after).toMatchObject({ id: child.id, hasLogin: true, email, loginInvitation: null });
    const [link] = await db().select().from(athleteLinks).where(eq(athleteLinks.athleteId, child.id));
    expect(link).toMatchObject({ status: 'ACTIVE', parentId: parent.user.id, email });
    // The link is used up.
    expect((await accept(token)).statusCode).toBe(410);
    expect((await call('GET', `/api/child-login/${token}`, null)).statusCode).toBe(410);
    // A second invitation is refused: the child has a login now.
    expect((await invite(parent.cookie, child.id, address())).statusCode).toBe(409);
    // The parent still books and pays for the child.
    const program = await createProgram(db(), { name: `Teens ${child.id}`, priceCents: 2500 });
    const session = await createSession(db(), program.id, { hoursFromNow: 48 });
    const booked = await payAndBook(t.app, parent.cookie, session.id, { athleteId: child.id });
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it("mails the address in the parent's language", async () => {
    const { parent, child } = await family(15);
    await db().update(users).set({ language: 'es' }).where(eq(users.id, parent.user.id));
    const email = address();
    expect((await invite(parent.cookie, child.id, email)).statusCode).toBe(201);
    const { mail } = await tokenMailedTo(email);
    expect(mail.subject).toContain('tu propio acceso');
    expect(mail.text).toContain('Elige tu contraseña');
  });

  it('refuses a child under 13 with a clear message, and an address that has an account with 409', async () => {
    const young = await family(12);
    const res = await invite(young.parent.cookie, young.child.id, address());
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(en('parent.childLoginTooYoung'));
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/api/parent/children/${young.child.id}/login`,
      headers: { cookie: young.parent.cookie, 'accept-language': 'es' },
      payload: { email: address() },
    });
    expect(spanish.statusCode).toBe(400);

    const { parent, child } = await family(16);
    const someone = await signupUser(t.app);
    const taken = await invite(parent.cookie, child.id, someone.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe(en('auth.childEmailTaken'));
    // The parent's own address too.
    expect((await invite(parent.cookie, child.id, parent.email)).statusCode).toBe(409);
    expect((await athletes(parent.cookie))[0]!.loginInvitation).toBeNull();
  });

  it("refuses anyone but the parent, another parent's child and hostile input; tampered tokens find nothing", async () => {
    const { parent, child } = await family(14);
    const other = await family(14);
    const athlete = await signupUser(t.app);
    expect((await invite(athlete.cookie, child.id, address())).statusCode).toBe(403);
    expect((await call('POST', `/api/parent/children/${child.id}/login`, null, { email: address() })).statusCode).toBe(401);
    const foreign = await invite(other.parent.cookie, child.id, address());
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(en('parent.childNotFound'));
    expect((await call('POST', `/api/parent/children/${child.id}/login/resend`, other.parent.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/parent/children/${child.id}/login`, other.parent.cookie)).statusCode).toBe(404);
    // An athlete with a login of their own who is not a child of the parent: not found either.
    expect((await invite(parent.cookie, athlete.user.id, address())).statusCode).toBe(404);
    for (const bad of ['no-at-sign', '', 'a\u0000b@example.com', `${'x'.repeat(300)}@example.com`, 42, null]) {
      expect((await invite(parent.cookie, child.id, bad)).statusCode, String(bad).slice(0, 30)).toBe(400);
    }
    for (const id of ['99999999999999999999', '-1', '0', '1.5', 'abc']) expect((await invite(parent.cookie, id, address())).statusCode, id).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/parent/children/${child.id}/login`,
      headers: { cookie: parent.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);

    const email = address();
    expect((await invite(parent.cookie, child.id, email)).statusCode).toBe(201);
    const { token } = await tokenMailedTo(email);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await call('GET', `/api/child-login/${flipped}`, null)).statusCode).toBe(410);
    expect((await accept(flipped)).statusCode).toBe(410);
    expect((await call('GET', `/api/child-login/${token}%00`, null)).statusCode).toBe(400);
    expect([400, 414]).toContain((await call('GET', `/api/child-login/${'a'.repeat(500)}`, null)).statusCode);
    expect((await accept(token, {})).statusCode).toBe(400);
    expect((await accept(token, { password: `${PASSWORD}\u0000`, confirmPassword: `${PASSWORD}\u0000` })).statusCode).toBe(400);
    const emptyAccept = await t.app.inject({ method: 'POST', url: `/api/child-login/${token}`, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(emptyAccept.statusCode).toBe(400);
    // None of that used the link.
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('a new invitation, a resend or a cancel kills the old link; an expired link says so', async () => {
    const { parent, child } = await family(13);
    const first = address();
    expect((await invite(parent.cookie, child.id, first)).statusCode).toBe(201);
    const { token: t1 } = await tokenMailedTo(first);
    const second = address();
    expect((await invite(parent.cookie, child.id, second)).statusCode).toBe(201);
    const { token: t2 } = await tokenMailedTo(second);
    expect((await call('GET', `/api/child-login/${t1}`, null)).statusCode).toBe(410);
    expect((await athletes(parent.cookie))[0]!.loginInvitation?.email).toBe(second);

    const resent = await call('POST', `/api/parent/children/${child.id}/login/resend`, parent.cookie);
    expect(resent.statusCode, resent.body).toBe(200);
    const { token: t3 } = await tokenMailedTo(second);
    expect(t3).not.toBe(t2);
    expect((await call('GET', `/api/child-login/${t2}`, null)).statusCode).toBe(410);
    expect((await call('GET', `/api/child-login/${t3}`, null)).statusCode).toBe(200);

    const cancelled = await call('DELETE', `/api/parent/children/${child.id}/login`, parent.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect((await accept(t3)).statusCode).toBe(410);
    expect((await athletes(parent.cookie))[0]!.loginInvitation).toBeNull();
    expect((await call('DELETE', `/api/parent/children/${child.id}/login`, parent.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/parent/children/${child.id}/login/resend`, parent.cookie)).statusCode).toBe(404);

    const late = address();
    expect((await invite(parent.cookie, child.id, late)).statusCode).toBe(201);
    const { token: t4 } = await tokenMailedTo(late);
    await db()
      .update(childLoginInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(childLoginInvitations.childId, child.id));
    expect((await athletes(parent.cookie))[0]!.loginInvitation?.expired).toBe(true);
    const expired = await accept(t4);
    expect(expired.statusCode).toBe(410);
    expect(message(expired)).toBe(en('auth.childLinkInvalid'));
    const [u] = await db().select().from(users).where(eq(users.id, child.id));
    expect(u!.hasLogin).toBe(false);
  });

  it('someone signing up with the address after the invitation: the child cannot take it (409)', async () => {
    const { parent, child } = await family(17);
    const email = address();
    expect((await invite(parent.cookie, child.id, email)).statusCode).toBe(201);
    const { token } = await tokenMailedTo(email);
    await signupUser(t.app, 'ATHLETE', { email });
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(en('auth.childEmailTaken'));
  });

  it('limits the mail per address and per parent (429 with a message)', async () => {
    const { parent, child } = await family(14);
    const email = address();
    for (let i = 0; i < INVITATIONS_PER_HOUR.address; i++) expect((await invite(parent.cookie, child.id, email)).statusCode).toBe(201);
    const over = await invite(parent.cookie, child.id, email);
    expect(over.statusCode).toBe(429);
    expect(message(over)).toBe(en('parent.tooMany'));
    // The refused one counted against the parent too.
    for (let i = INVITATIONS_PER_HOUR.address + 1; i < INVITATIONS_PER_HOUR.account; i++)
      expect((await invite(parent.cookie, child.id, address())).statusCode).toBe(201);
    expect((await invite(parent.cookie, child.id, address())).statusCode).toBe(429);
  });

  it('deleting the child or the parent voids the invitation', async () => {
    const a = await family(14);
    const emailA = address();
    expect((await invite(a.parent.cookie, a.child.id, emailA)).statusCode).toBe(201);
    const { token: tokenA } = await tokenMailedTo(emailA);
    const del = await call('POST', '/api/account/delete', a.parent.cookie, { password: a.parent.password });
    expect(del.statusCode, del.body).toBe(200);
    expect((await accept(tokenA)).statusCode).toBe(410);
    expect(await db().select().from(childLoginInvitations).where(eq(childLoginInvitations.parentId, a.parent.user.id))).toEqual([]);
  });

  it(`accepting twice at once makes one login (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { parent, child } = await family(14);
      const email = address();
      expect((await invite(parent.cookie, child.id, email)).statusCode).toBe(201);
      const { token } = await tokenMailedTo(email);
      const results = await Promise.all([accept(token), accept(token, { password: 'other-pass-9876', confirmPassword: 'other-pass-9876' })]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 410]);
      const winner = results.find((r) => r.statusCode === 200)!;
      const rows = await db().select().from(users).where(eq(users.email, email));
      expect(rows.map((r) => r.id)).toEqual([child.id]);
      expect(rows[0]!.hasLogin).toBe(true);
      // Exactly one browser was signed in as the child.
      expect(await db().select().from(sessions).where(eq(sessions.userId, child.id))).toHaveLength(1);
      expect(json<{ id: number }>(await call('GET', '/api/auth/user', cookieOf(winner))).id).toBe(child.id);
      const [inv] = await db().select().from(childLoginInvitations).where(eq(childLoginInvitations.childId, child.id));
      expect(inv!.acceptedAt).not.toBeNull();
    }
  });
});
