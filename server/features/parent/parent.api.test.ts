import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteLinks } from '../../db/schema/parent.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { INVITATIONS_PER_HOUR } from '../../../common/parent.ts';
import { createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`parent accounts and invitations on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const post = (url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const tokenFromMail = async (to: string) => {
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
    const m = /\/invite\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text);
    return m![1]!;
  };
  const invite = (cookie: string, email: string, age: unknown = 12) =>
    post('/api/parent/add-athlete', cookie, { email, firstName: 'Kid', lastName: 'Case', age });

  it('limits invitation mail per parent and per address, resends included, with 429 (issue 29, defect 3)', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const target = `target-${Date.now()}@example.com`;
    // Many parents asking at once for one address: 3 go out, the rest wait.
    const parents = await Promise.all(Array.from({ length: 6 }, () => signupUser(t.app, 'PARENT')));
    const sameAddress = await Promise.all(parents.map((p) => invite(p.cookie, target)));
    expect(sameAddress.filter((r) => r.statusCode === 201 || r.statusCode === 200)).toHaveLength(INVITATIONS_PER_HOUR.address);
    const refused = sameAddress.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(parents.length - INVITATIONS_PER_HOUR.address);
    expect(json(refused[0]!).message).toBe(en('parent.tooMany'));
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, target))).toHaveLength(INVITATIONS_PER_HOUR.address);
    // One parent inviting many addresses, with a resend: 10 in the hour, then 429.
    const answers = [];
    for (let i = 0; i < INVITATIONS_PER_HOUR.account + 2; i++) answers.push((await invite(parent.cookie, `many-${i}-${Date.now()}@example.com`)).statusCode);
    expect(answers.filter((c) => c !== 429)).toHaveLength(INVITATIONS_PER_HOUR.account);
    expect(answers.slice(-2)).toEqual([429, 429]);
    const [pending] = json<Array<{ id: number }>>(await get('/api/parent/invitations', parent.cookie));
    expect((await post(`/api/parent/invitations/${pending!.id}/resend`, parent.cookie)).statusCode).toBe(429);
  });

  it('invites a new athlete who signs up from the link and is linked; the link works once', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const email = `kid-${Date.now()}@example.com`;
    const res = await invite(parent.cookie, email);
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toMatch(/^Athlete Added Successfully/);
    const pending = json<Array<{ email: string; status: string }>>(await get('/api/parent/invitations', parent.cookie));
    expect(pending).toMatchObject([{ email, status: 'PENDING' }]);
    const token = await tokenFromMail(email);
    expect(json(await get(`/api/invitations/${token}`))).toMatchObject({ email, accountExists: false, parentName: `Test ${parent.lastName}` });
    const kid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Kid', lastName: 'Case', email, password: 'kid-secret-123', role: 'ATHLETE', inviteToken: token },
    });
    expect(kid.statusCode).toBe(201);
    expect(json(kid).message).toBe('Account created and linked with your parent');
    const athletes = json<Array<{ email: string; age: number; isMinor: boolean }>>(await get('/api/parent/athletes', parent.cookie));
    expect(athletes).toMatchObject([{ email, age: 12, isMinor: true }]);
    expect((await get(`/api/invitations/${token}`)).statusCode).toBe(410);
  });

  it('an invitation answers the same whatever account holds the address (no role is revealed); a coach or parent cannot accept it', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const coach = await signupUser(t.app, 'COACH');
    const otherParent = await signupUser(t.app, 'PARENT');
    const unknown = await invite(parent.cookie, `nobody-${Date.now()}@example.com`);
    for (const holder of [coach, otherParent]) {
      const res = await invite(parent.cookie, holder.email);
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(json(res).message).toBe(json<{ message: string }>(unknown).message.replace(/nobody-\d+@example\.com/, holder.email));
      const token = await tokenFromMail(holder.email);
      expect((await post(`/api/invitations/${token}/accept`, holder.cookie)).statusCode).toBe(403);
    }
  });

  it('an existing athlete accepts or declines after signing in; only the addressee can', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const athlete = await signupUser(t.app);
    const other = await signupUser(t.app);
    await invite(parent.cookie, athlete.email);
    const token = await tokenFromMail(athlete.email);
    expect(json(await get(`/api/invitations/${token}`)).accountExists).toBe(true);
    expect((await post(`/api/invitations/${token}/accept`, other.cookie)).statusCode).toBe(403);
    expect((await post(`/api/invitations/${token}/accept`, undefined)).statusCode).toBe(401);
    expect((await post(`/api/invitations/${token}/accept`, athlete.cookie)).statusCode).toBe(200);
    expect((await post(`/api/invitations/${token}/accept`, athlete.cookie)).statusCode).toBe(410);
    const dup = await invite(parent.cookie, athlete.email);
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('This athlete is already linked');

    const parent2 = await signupUser(t.app, 'PARENT');
    await invite(parent2.cookie, athlete.email);
    const token2 = await tokenFromMail(athlete.email);
    expect((await post(`/api/invitations/${token2}/decline`, athlete.cookie)).statusCode).toBe(200);
    expect(json<unknown[]>(await get('/api/parent/athletes', parent2.cookie))).toHaveLength(0);
  });

  it('expired, revoked and resent invitations', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const email = `exp-${Date.now()}@example.com`;
    const created = json<{ invitation: { id: number } }>(await invite(parent.cookie, email));
    const first = await tokenFromMail(email);
    await t.database.db
      .update(athleteLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(athleteLinks.id, created.invitation.id));
    expect((await get(`/api/invitations/${first}`)).statusCode).toBe(410);
    expect((await post(`/api/parent/invitations/${created.invitation.id}/resend`, parent.cookie)).statusCode).toBe(200);
    const second = await tokenFromMail(email);
    expect(second).not.toBe(first);
    expect((await get(`/api/invitations/${first}`)).statusCode).toBe(410);
    expect((await get(`/api/invitations/${second}`)).statusCode).toBe(200);
    const stranger = await signupUser(t.app, 'PARENT');
    expect((await post(`/api/parent/invitations/${created.invitation.id}/revoke`, stranger.cookie)).statusCode).toBe(404);
    expect((await post(`/api/parent/invitations/${created.invitation.id}/revoke`, parent.cookie)).statusCode).toBe(200);
    expect((await get(`/api/invitations/${second}`)).statusCode).toBe(410);
  });

  it("the invitation e-mail is in the language of the invited account when it chose one, else in the inviting parent's", async () => {
    const mailsTo = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).sort((a, b) => b.id - a.id);
    const speak = (cookie: string, language: 'es' | 'en') =>
      t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: { language } });
    const parent = await signupUser(t.app, 'PARENT', { firstName: 'Rosa' });
    await speak(parent.cookie, 'es');
    const newcomer = `nuevo-${Date.now()}@example.com`;
    const created = json<{ invitation: { id: number } }>(await invite(parent.cookie, newcomer));
    const [spanish] = await mailsTo(newcomer);
    expect(spanish!.subject).toBe(`Rosa ${parent.lastName} te invitó a ${t.config.BUSINESS_NAME}`);
    expect(spanish!.text).toContain('Hola, Kid:');
    expect(spanish!.text).toContain('Acepta la invitación aquí (el enlace funciona una sola vez y vence en 7 días):');
    expect(spanish!.text).toMatch(/\/invite\/[\w-]+/);
    // Sent again: the same language.
    expect((await post(`/api/parent/invitations/${created.invitation.id}/resend`, parent.cookie)).statusCode).toBe(200);
    expect((await mailsTo(newcomer))[0]!.subject).toBe(`Rosa ${parent.lastName} te invitó a ${t.config.BUSINESS_NAME}`);

    // An athlete who chose English reads it in English, though the parent speaks Spanish.
    const athlete = await signupUser(t.app);
    await speak(athlete.cookie, 'en');
    await invite(parent.cookie, athlete.email.toUpperCase());
    const [english] = await mailsTo(athlete.email);
    expect(english!.subject).toBe(`Rosa ${parent.lastName} invited you to ${t.config.BUSINESS_NAME}`);
    expect(english!.text).toContain("If you don't know this person, you can ignore this e-mail or decline from the link.");

    // An English-speaking parent's invitation to a new address stays English.
    const other = await signupUser(t.app, 'PARENT');
    const address = `new-${Date.now()}@example.com`;
    await invite(other.cookie, address);
    expect((await mailsTo(address))[0]!.subject).toBe(`Test ${other.lastName} invited you to ${t.config.BUSINESS_NAME}`);
  });

  it('checks age bounds and answers 403 to non-parents', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    for (const age of [4, 19, 10.5, 'ten']) expect((await invite(parent.cookie, `age-${String(age)}@example.com`, age)).statusCode).toBe(400);
    const athlete = await signupUser(t.app);
    for (const url of [
      '/api/parent/athletes',
      '/api/parent/billing',
      '/api/parent/upcoming-sessions',
      '/api/parent/coach-feedback',
      '/api/parent/invitations',
    ]) {
      expect((await get(url, athlete.cookie)).statusCode).toBe(403);
    }
    expect((await invite(athlete.cookie, 'x@example.com')).statusCode).toBe(403);
  });

  it("never shows an unlinked athlete's sessions or feedback, direct ids included; an athlete can unlink", async () => {
    const program = await createProgram(t.database.db, { name: 'Agility Lab', nameEs: 'Laboratorio de agilidad' });
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    await linkParent(t.database.db, parent.user.id, { id: kid.user.id, email: kid.email });
    await payAndBook(t.app, kid.cookie, (await createSession(t.database.db, program.id)).id);
    await payAndBook(t.app, stranger.cookie, (await createSession(t.database.db, program.id)).id);
    const [m] = await t.database.db
      .insert(mediaUploads)
      .values({
        userId: stranger.user.id,
        storageKey: `uploads/${stranger.user.id}/parent-test-key-xxxxxxxx`,
        originalName: 's.jpg',
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
      })
      .returning();
    const coach = await signupUser(t.app, 'COACH');
    await post('/api/coach-feedback', coach.cookie, { mediaId: m!.id, feedback: 'Secret', rating: 3 });
    const upcoming = await get('/api/parent/upcoming-sessions', parent.cookie);
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const sessions = json<Array<{ athleteId: number; programName: string }>>(upcoming);
    expect(sessions.map((s) => s.athleteId)).toEqual([kid.user.id]);
    // The program in the reader's language where staff wrote one (decision 066), else the English.
    const inSpanish = json<Array<{ programName: string }>>(
      await t.app.inject({ method: 'GET', url: '/api/parent/upcoming-sessions', headers: { cookie: parent.cookie, 'accept-language': 'es' } }),
    );
    expect(sessions[0]!.programName).toBe('Agility Lab');
    expect(inSpanish[0]!.programName).toBe('Laboratorio de agilidad');
    expect((await get(`/api/parent/upcoming-sessions?athleteId=${stranger.user.id}`, parent.cookie)).statusCode).toBe(403);
    expect((await get(`/api/parent/coach-feedback?athleteId=${stranger.user.id}`, parent.cookie)).statusCode).toBe(403);
    expect(json<unknown[]>(await get('/api/parent/coach-feedback', parent.cookie))).toHaveLength(0);
    expect((await get(`/api/media/${m!.id}`, parent.cookie)).statusCode).toBe(404);
    const links = json<Array<{ linkId: number }>>(await get('/api/my-parents', kid.cookie));
    expect(links).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/my-parents/${links[0]!.linkId}`, headers: { cookie: kid.cookie } })).statusCode).toBe(200);
    expect(json<unknown[]>(await get('/api/parent/upcoming-sessions', parent.cookie))).toHaveLength(0);
  });
});
