import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGES_PER_HOUR } from '../../../common/auth.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { emailChanges } from '../../db/schema/users.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`e-mail change by link (issue 16) on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const patch = (cookie: string, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload });
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token } });
  const me = async (cookie: string) =>
    json<{ email: string; firstName: string }>(await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }));
  const subjects = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => m.subject);
  async function linkFor(to: string): Promise<string> {
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
    const m = /\/confirm-email\/([\w-]+)/.exec(mail?.text ?? '');
    if (!m) throw new Error(`no confirmation link e-mailed to ${to}`);
    return m[1]!;
  }
  const fresh = (name: string) => `${name}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}@example.com`;

  it('limits e-mail change requests per account and per new address with 429 (issue 29, defect 3)', async () => {
    const u = await signupUser(t.app);
    const answers = [];
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR.account + 2; i++) {
      answers.push(await patch(u.cookie, { firstName: 'Test', lastName: u.lastName, email: fresh(`change-${i}`), currentPassword: u.password }));
    }
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(EMAIL_CHANGES_PER_HOUR.account);
    expect(answers.slice(-2).map((r) => r.statusCode)).toEqual([429, 429]);
    expect(json(answers.at(-1)!).message).toBe(en('auth.changeTooMany'));
    // A name change alone is never limited.
    expect((await patch(u.cookie, { firstName: 'Renamed', lastName: u.lastName, email: u.email })).statusCode).toBe(200);

    // Many accounts asking at once to move to one address: 3 mails reach it.
    const target = fresh('wanted');
    const others = await Promise.all(Array.from({ length: 6 }, () => signupUser(t.app)));
    const same = await Promise.all(others.map((o) => patch(o.cookie, { firstName: 'Test', lastName: o.lastName, email: target, currentPassword: o.password })));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(EMAIL_CHANGES_PER_HOUR.address);
    expect(same.filter((r) => r.statusCode === 429)).toHaveLength(others.length - EMAIL_CHANGES_PER_HOUR.address);
    expect(await subjects(target)).toHaveLength(EMAIL_CHANGES_PER_HOUR.address);
  });

  it('needs the current password, then changes only from the link sent to the new address; the old one is told', async () => {
    const u = await signupUser(t.app);
    const next = fresh('new-address');
    const without = await patch(u.cookie, { firstName: 'Sam', lastName: u.lastName, email: next });
    expect(without.statusCode).toBe(400);
    expect(json(without).message).toBe(en('auth.emailPasswordNeeded'));
    const wrong = await patch(u.cookie, { firstName: 'Sam', lastName: u.lastName, email: next, currentPassword: 'not-the-password' });
    expect(json(wrong).message).toBe(en('auth.wrongPassword'));
    expect((await me(u.cookie)).firstName).toBe('Test');

    const asked = await patch(u.cookie, { firstName: 'Sam', lastName: u.lastName, email: next, currentPassword: u.password });
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toMatchObject({ firstName: 'Sam', email: u.email, pendingEmail: next });
    expect(await me(u.cookie)).toMatchObject({ firstName: 'Sam', email: u.email });
    expect(await subjects(u.email)).toContainEqual(expect.stringMatching(/e-mail address was requested$/));

    const token = await linkFor(next);
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe(en('auth.emailChanged'));
    expect((await me(u.cookie)).email).toBe(next);
    expect(await subjects(u.email)).toContainEqual(expect.stringMatching(/e-mail address was changed$/));
    expect(json(await confirm(token)).message).toBe(en('auth.emailChangeInvalid'));
  });

  it('a name-only change needs no password and sends nothing', async () => {
    const u = await signupUser(t.app);
    const res = await patch(u.cookie, { firstName: 'Renamed', lastName: u.lastName, email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ firstName: 'Renamed', pendingEmail: null });
    expect(await subjects(u.email)).toEqual([]);
  });

  it('does not reveal whether the new address has an account; the link then fails without taking it', async () => {
    const owner = await signupUser(t.app);
    const u = await signupUser(t.app);
    const res = await patch(u.cookie, { firstName: 'Test', lastName: u.lastName, email: owner.email, currentPassword: u.password });
    expect(res.statusCode).toBe(200);
    expect(json(res).pendingEmail).toBe(owner.email);
    const clash = await confirm(await linkFor(owner.email));
    expect(clash.statusCode).toBe(409);
    expect(json(clash).message).toBe(en('auth.duplicate'));
    expect((await me(u.cookie)).email).toBe(u.email);
  });

  it('the invitation hijack is closed: an athlete cannot take an invited address without its inbox', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const invited = fresh('invited-child');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/parent/add-athlete',
          headers: { cookie: parent.cookie },
          payload: { email: invited, firstName: 'Kid', lastName: 'Case', age: 12 },
        })
      ).statusCode,
    ).toBe(201);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, invited));
    const inviteToken = /\/invite\/([\w-]+)/.exec(mails.at(-1)!.text)![1]!;

    const stranger = await signupUser(t.app);
    await patch(stranger.cookie, { firstName: 'Test', lastName: stranger.lastName, email: invited, currentPassword: stranger.password });
    // The address did not change (the link went to the invited inbox), so the invitation is not theirs.
    expect((await me(stranger.cookie)).email).toBe(stranger.email);
    expect((await t.app.inject({ method: 'POST', url: `/api/invitations/${inviteToken}/accept`, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
  });

  it('refuses an expired link, a link replaced by a newer request, bad tokens; one link confirmed from many tabs applies once', async () => {
    const u = await signupUser(t.app);
    const first = fresh('first');
    await patch(u.cookie, { firstName: 'Test', lastName: u.lastName, email: first, currentPassword: u.password });
    const firstToken = await linkFor(first);
    const second = fresh('second');
    await patch(u.cookie, { firstName: 'Test', lastName: u.lastName, email: second, currentPassword: u.password });
    expect(json(await confirm(firstToken)).message).toBe(en('auth.emailChangeInvalid'));
    const secondToken = await linkFor(second);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, u.user.id));
    expect(json(await confirm(secondToken)).message).toBe(en('auth.emailChangeExpired'));
    for (const bad of ['', 'x'.repeat(101), 'nul\u0000byte']) expect((await confirm(bad)).statusCode).toBe(400);

    for (let trial = 0; trial < 20; trial++) {
      const v = await signupUser(t.app);
      const target = fresh(`race-${trial}`);
      await patch(v.cookie, { firstName: 'Test', lastName: v.lastName, email: target, currentPassword: v.password });
      const token = await linkFor(target);
      const codes = (await Promise.all([0, 1, 2].map(() => confirm(token)))).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 400, 400]);
      expect((await me(v.cookie)).email).toBe(target);
      expect((await subjects(v.email)).filter((s) => s.endsWith('e-mail address was changed'))).toHaveLength(1);
    }
  });
});
