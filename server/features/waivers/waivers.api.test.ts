import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_REQUIRED_CODE } from '../../../common/waivers.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { pickupGames } from '../../db/schema/pickup.ts';
import { users } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import { createIntent, createProgram, createSession, linkParent, registerAthlete } from '../../test/fixtures.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { FIRST_WAIVER_EN, FIRST_WAIVER_ES } from './first-version.ts';
import { ensureFirstVersion, latestVersion } from './versions.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { en } from '../../../common/messages/index.ts';

type Status = {
  version: { id: number; version: number; text: string; language: string };
  athlete: { id: number; age: number | null };
  signed: { id: number; version: number; signerName: string; signerRole: string } | null;
  previous: { version: number } | null;
  signAs: string | null;
  cannotSign: { code: string; message: string } | null;
  hasGuardian: boolean;
};
type Signed = { message: string; signature: { id: number; version: number; signerRole: string; signerName: string } };

/*
 * Issue 29, decision 043: versions staff publish, who may sign for whom, only the latest version,
 * once per athlete and version (a double click, 20 trials, both databases), the booking and
 * pickup gate, the roster's version, the staff list and PDF, and hostile input.
 */
describe(`the liability waiver on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const ageOf = (id: number, age: number | null, dateOfBirth: string | null = null) => db().update(users).set({ age, dateOfBirth }).where(eq(users.id, id));
  const statusOf = async (cookie: string, athleteId?: number, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/waiver${athleteId ? `?athleteId=${athleteId}` : ''}`, headers: { cookie, 'accept-language': lang } });
  const sign = (cookie: string, body: object, athleteId?: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/waiver/sign${athleteId ? `?athleteId=${athleteId}` : ''}`, headers: { cookie, ...headers }, payload: body });
  const latest = async () => (await latestVersion(db())).version;
  const adult = async () => {
    const a = await signupUser(t.app);
    await ageOf(a.user.id, 25);
    return a;
  };
  const publish = async (n: string) => {
    const res = await call('POST', '/api/staff/waiver/versions', staff.cookie, {
      textEn: `Waiver ${n}: you accept the risks.`,
      textEs: `Exención ${n}: aceptas los riesgos.`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ version: { version: number } }>(res).version.version;
  };

  it("version 1 exists from the start, in the reader's language, and making it again changes nothing", async () => {
    await ensureFirstVersion(db());
    await ensureFirstVersion(db());
    const ones = await db().select().from(waiverVersions).where(eq(waiverVersions.version, 1));
    expect(ones).toHaveLength(1);
    expect(ones[0]).toMatchObject({ textEn: FIRST_WAIVER_EN, textEs: FIRST_WAIVER_ES });
    const a = await adult();
    const en = json<Status>(await statusOf(a.cookie));
    expect(en.version).toMatchObject({ version: 1, language: 'en' });
    expect(en.version.text).toContain('ASSUMPTION OF RISK');
    const es = json<Status>(await statusOf(a.cookie, undefined, 'es'));
    expect(es.version.language).toBe('es');
    expect(es.version.text).toContain('ASUNCIÓN DE RIESGOS');
    expect(en).toMatchObject({ signed: null, previous: null, signAs: 'SELF', cannotSign: null });
  });

  it('an adult signs for themselves: typed name, time, IP, browser and version stored', async () => {
    const a = await adult();
    const v = json<Status>(await statusOf(a.cookie)).version.version;
    const res = await sign(a.cookie, { version: v, signerName: '  Alex Rivera-Lopez ', agree: true }, undefined, { 'user-agent': 'WaiverTest/1.0' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Signed>(res)).toMatchObject({
      message: en('waivers.signed'),
      signature: { version: v, signerRole: 'SELF', signerName: 'Alex Rivera-Lopez' },
    });
    const [row] = await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, a.user.id));
    expect(row).toMatchObject({
      signedBy: a.user.id,
      signerRole: 'SELF',
      signerName: 'Alex Rivera-Lopez',
      athleteAge: 25,
      ip: '127.0.0.1',
      userAgent: 'WaiverTest/1.0',
    });
    expect(json<Status>(await statusOf(a.cookie)).signed).toMatchObject({ id: row!.id, version: v });
  });

  it('a minor cannot sign; only a parent with an ACTIVE link signs, as guardian; a parent never signs for an adult', async () => {
    const kid = await signupUser(t.app);
    await ageOf(kid.user.id, 15);
    const v = json<Status>(await statusOf(kid.cookie)).version.version;
    expect(json<Status>(await statusOf(kid.cookie))).toMatchObject({
      signAs: null,
      cannotSign: { code: 'guardian_required', message: en('waivers.guardianRequired') },
      hasGuardian: false,
    });
    const refused = await sign(kid.cookie, { version: v, signerName: 'Kid Self', agree: true });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(en('waivers.guardianRequired'));
    // In Spanish too.
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/waiver/sign',
      headers: { cookie: kid.cookie, 'accept-language': 'es' },
      payload: { version: v, signerName: 'Kid Self', agree: true },
    });
    expect(json(es).message).toBe('Un atleta menor de 18 años no puede firmar la exención. Debe firmarla su padre, madre o tutor.');

    const stranger = await signupUser(t.app, 'PARENT');
    expect((await statusOf(stranger.cookie, kid.user.id)).statusCode).toBe(403);
    const notLinked = await sign(stranger.cookie, { version: v, signerName: 'Not Related', agree: true }, kid.user.id);
    expect(notLinked.statusCode).toBe(403);
    expect(json(notLinked).message).toBe(en('waivers.notLinked'));
    // A link still pending is not a guardian.
    await db()
      .insert(athleteLinks)
      .values({ parentId: stranger.user.id, athleteId: kid.user.id, email: kid.email, firstName: 'Kid', lastName: 'Test', age: 15, status: 'PENDING' });
    expect((await sign(stranger.cookie, { version: v, signerName: 'Not Related', agree: true }, kid.user.id)).statusCode).toBe(403);

    const parent = await signupUser(t.app, 'PARENT');
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    expect(json<Status>(await statusOf(kid.cookie)).hasGuardian).toBe(true);
    expect(json<Status>(await statusOf(parent.cookie, kid.user.id))).toMatchObject({
      signAs: 'GUARDIAN',
      cannotSign: null,
      athlete: { id: kid.user.id, age: 15 },
    });
    const signed = await sign(parent.cookie, { version: v, signerName: 'Casey Guardian', agree: true }, kid.user.id);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(json<Signed>(signed).signature).toMatchObject({ signerRole: 'GUARDIAN', signerName: 'Casey Guardian' });
    const [row] = await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, kid.user.id));
    expect(row).toMatchObject({ signedBy: parent.user.id, signerRole: 'GUARDIAN', athleteAge: 15 });
    expect(json<Status>(await statusOf(kid.cookie)).signed).toMatchObject({ signerName: 'Casey Guardian' });

    // The same parent linked to an adult athlete: the adult signs for themselves.
    const grown = await adult();
    await linkParent(db(), parent.user.id, { id: grown.user.id, email: grown.email });
    const forAdult = await sign(parent.cookie, { version: v, signerName: 'Casey Guardian', agree: true }, grown.user.id);
    expect(forAdult.statusCode).toBe(403);
    expect(json(forAdult).message).toBe(en('waivers.adultSignsSelf'));
  });

  it("the age comes from the date of birth first; with no age on file, signing waits for the athlete's details", async () => {
    const a = await signupUser(t.app);
    // 16 by the date of birth, though the account once said 30.
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 16);
    born.setUTCMonth(0, 1);
    await ageOf(a.user.id, 30, born.toISOString().slice(0, 10));
    expect(json<Status>(await statusOf(a.cookie)).cannotSign?.code).toBe('guardian_required');

    const unknown = await signupUser(t.app);
    const v = json<Status>(await statusOf(unknown.cookie)).version.version;
    expect(json<Status>(await statusOf(unknown.cookie)).cannotSign?.code).toBe('age_unknown');
    const res = await sign(unknown.cookie, { version: v, signerName: 'Who Knows', agree: true });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(en('waivers.ageUnknown'));
    // The registration's age counts when the account has none (14 here: a minor).
    await registerAthlete(db(), unknown.user.id, { sign: false });
    expect(json<Status>(await statusOf(unknown.cookie)).cannotSign?.code).toBe('guardian_required');

    const coach = await signupUser(t.app, 'COACH');
    const byCoach = await sign(coach.cookie, { version: v, signerName: 'Coach Name', agree: true });
    expect(byCoach.statusCode).toBe(403);
    expect(json(byCoach).message).toBe(en('waivers.athletesOnly'));
    expect((await t.app.inject({ method: 'POST', url: '/api/waiver/sign', payload: { version: v, signerName: 'Nobody Here', agree: true } })).statusCode).toBe(
      401,
    );
  });

  it('refuses hostile and incomplete input with a clear 400', async () => {
    const a = await adult();
    const v = json<Status>(await statusOf(a.cookie)).version.version;
    const message = async (body: unknown, query = '') =>
      json<{ message: string }>(await t.app.inject({ method: 'POST', url: `/api/waiver/sign${query}`, headers: { cookie: a.cookie }, payload: body as object }))
        .message;
    const status = async (body: unknown) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/waiver/sign',
          headers: { cookie: a.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
      ).statusCode;
    expect(await message({ version: v, signerName: 'Alex Rivera', agree: false })).toBe(en('waivers.agreeRequired'));
    expect(await message({ version: v, signerName: 'Alex Rivera' })).toBe(en('waivers.agreeRequired'));
    expect(await message({ version: v, signerName: '   ', agree: true })).toBe(en('waivers.nameRequired'));
    expect(await message({ version: v, agree: true })).toBe(en('waivers.nameRequired'));
    expect(await message({ version: v, signerName: '12345', agree: true })).toBe(en('waivers.nameInvalid'));
    expect(await message({ version: v, signerName: 'X', agree: true })).toBe(en('waivers.nameInvalid'));
    expect(await message({ version: v, signerName: '<script>alert(1)</script>', agree: true })).toBe(en('waivers.nameInvalid'));
    expect(await message({ version: v, signerName: 'A'.repeat(121), agree: true })).toBe(en('waivers.nameTooLong'));
    expect(await message({ version: v, signerName: 'Alex\u0000Rivera', agree: true })).toBe(en('input.badCharacters'));
    expect(await message({ version: 99999999999, signerName: 'Alex Rivera', agree: true })).toBe(en('waivers.notLatest'));
    expect(await message({ version: v, signerName: 'Alex Rivera', agree: true }, '?athleteId=99999999999')).toBe(en('input.id'));
    // The language read in is English or Spanish, nothing else.
    for (const language of ['fr', 'ES', '', null, 1, ['es']])
      expect(await message({ version: v, signerName: 'Alex Rivera', agree: true, language })).toBe(en('waivers.languageInvalid'));
    const frEs = await t.app.inject({
      method: 'POST',
      url: '/api/waiver/sign',
      headers: { cookie: a.cookie, 'accept-language': 'es' },
      payload: { version: v, signerName: 'Alex Rivera', agree: true, language: 'fr' },
    });
    expect(frEs.statusCode).toBe(400);
    expect(json(frEs).message).toBe('La exención solo se puede firmar en inglés (en) o en español (es).');
    expect(await status({})).toBe(400);
    expect(await status(null)).toBe(400);
    expect(await status([])).toBe(400);
    // Names in any alphabet, with apostrophes and accents, are names.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/waiver/sign',
      headers: { cookie: a.cookie },
      payload: { version: v, signerName: "Zoë O'Brien-Núñez", agree: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, a.user.id))).toHaveLength(1);
  });

  it('staff publish versions (both texts, audited); only the latest can be signed; a new version blocks the next booking until signed; the roster shows the version', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app);
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    await registerAthlete(db(), kid.user.id, { sign: false });
    const program = await createProgram(db());
    const first = await createSession(db(), program.id);

    // Registered but not signed: the booking is refused with the distinct code.
    const before = json<Status>(await statusOf(parent.cookie, kid.user.id)).version.version;
    const refused = await createIntent(t.app, parent.cookie, { sessionId: first.id, athleteId: kid.user.id }, { unregistered: true });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: WAIVER_REQUIRED_CODE,
      athleteId: kid.user.id,
      version: before,
      guardian: true,
      message: en('waivers.requiredGuardian'),
    });
    expect((await sign(parent.cookie, { version: before, signerName: 'Robin Parent', agree: true }, kid.user.id)).statusCode).toBe(200);
    const allowed = await createIntent(t.app, parent.cookie, { sessionId: first.id, athleteId: kid.user.id }, { unregistered: true });
    expect(allowed.statusCode, allowed.body).toBe(200);

    // Staff only, both texts required.
    expect((await call('POST', '/api/staff/waiver/versions', parent.cookie, { textEn: 'x', textEs: 'y' })).statusCode).toBe(403);
    expect(json(await call('POST', '/api/staff/waiver/versions', staff.cookie, { textEn: 'Only English', textEs: '  ' })).message).toBe(
      en('waivers.textEsRequired'),
    );
    expect(json(await call('POST', '/api/staff/waiver/versions', staff.cookie, { textEs: 'Solo español' })).message).toBe(en('waivers.textEnRequired'));
    expect(json(await call('POST', '/api/staff/waiver/versions', staff.cookie, { textEn: 'x'.repeat(20_001), textEs: 'y' })).message).toBe(
      en('waivers.textTooLong'),
    );
    expect((await call('POST', '/api/staff/waiver/versions', staff.cookie, { textEn: 'a\u0000b', textEs: 'y' })).statusCode).toBe(400);
    const next = await publish('next');
    expect(next).toBe(before + 1);
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, staff.user.id), eq(auditLog.action, 'waiver.publish')));
    expect(audited).toMatchObject({ entity: 'waiver_version' });
    const versions = json<{ versions: Array<{ version: number; createdBy: string | null; signatures: number }> }>(
      await call('GET', '/api/staff/waiver/versions', staff.cookie),
    ).versions;
    expect(versions[0]).toMatchObject({ version: next, createdBy: `${staff.firstName} ${staff.lastName}`, signatures: 0 });
    expect(versions.map((v) => v.version)).toEqual([...versions.map((v) => v.version)].sort((a, b) => b - a));
    expect((await call('GET', '/api/staff/waiver/versions', parent.cookie)).statusCode).toBe(403);

    // The roster says the booked athlete's version is outdated now (payment completes the booking).
    const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(allowed);
    await t.app.inject({
      method: 'POST',
      url: '/api/test-provider/confirm',
      headers: { cookie: parent.cookie },
      payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } },
    });
    await t.app.inject({ method: 'POST', url: '/api/session-bookings', headers: { cookie: parent.cookie }, payload: { sessionId: first.id, paymentIntentId } });
    const roster = json<Array<{ athlete: { id: number }; waiverVersion: number | null; waiverCurrent: boolean }>>(
      await call('GET', `/api/staff/sessions/${first.id}/roster`, staff.cookie),
    );
    expect(roster).toMatchObject([{ athlete: { id: kid.user.id }, waiverVersion: before, waiverCurrent: false }]);

    // The next booking needs the new version; the old one cannot be signed any more.
    const second = await createSession(db(), program.id);
    const again = await createIntent(t.app, parent.cookie, { sessionId: second.id, athleteId: kid.user.id }, { unregistered: true });
    expect(json(again)).toMatchObject({ code: WAIVER_REQUIRED_CODE, version: next });
    const status = json<Status>(await statusOf(parent.cookie, kid.user.id));
    expect(status).toMatchObject({ version: { version: next, text: 'Waiver next: you accept the risks.' }, signed: null, previous: { version: before } });
    const old = await sign(parent.cookie, { version: before, signerName: 'Robin Parent', agree: true }, kid.user.id);
    expect(old.statusCode).toBe(409);
    expect(json(old)).toMatchObject({ message: en('waivers.notLatest'), version: next });
    expect((await sign(parent.cookie, { version: next, signerName: 'Robin Parent', agree: true }, kid.user.id)).statusCode).toBe(200);
    expect((await createIntent(t.app, parent.cookie, { sessionId: second.id, athleteId: kid.user.id }, { unregistered: true })).statusCode).toBe(200);
    const after = json<Array<{ waiverVersion: number | null; waiverCurrent: boolean }>>(
      await call('GET', `/api/staff/sessions/${first.id}/roster`, staff.cookie),
    );
    expect(after).toMatchObject([{ waiverVersion: next, waiverCurrent: true }]);
  });

  it('two staff saves at once make two versions, never the same number; a long legal text fits', async () => {
    expect((await call('POST', '/api/staff/waiver/versions', staff.cookie, { textEn: 'x'.repeat(15_000), textEs: 'y' })).statusCode).toBe(201);
    const top = await latest();
    const [a, b] = await Promise.all([publish('a'), publish('b')]);
    expect([a, b].sort()).toEqual([top + 1, top + 2]);
  });

  it(`a double click signs once (20 trials, every request answered with the same signature)`, async () => {
    for (let trial = 0; trial < 20; trial++) {
      const a = await adult();
      const v = await latest();
      const results = await Promise.all(Array.from({ length: 4 }, () => sign(a.cookie, { version: v, signerName: 'Quick Clicker', agree: true })));
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      expect(new Set(results.map((r) => json<Signed>(r).signature.id)).size).toBe(1);
      expect(await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, a.user.id))).toHaveLength(1);
    }
  });

  it('a pickup game needs the waiver too', async () => {
    const a = await adult();
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, a.user.id));
    const [game] = await db()
      .insert(pickupGames)
      .values({
        title: 'Waiver Hoops',
        sport: 'basketball',
        skillLevel: 'All levels',
        date: '2030-01-01',
        startTime: '12:00',
        endTime: '13:00',
        startsAt: new Date(Date.now() + 72 * 3600_000),
        location: 'Court 2',
        maxPlayers: 10,
        cost: 0,
      })
      .returning();
    const refused = await call('POST', `/api/pickup-games/${game!.id}/join`, a.cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: WAIVER_REQUIRED_CODE, guardian: false, message: en('waivers.requiredSelf') });
    expect((await sign(a.cookie, { version: await latest(), signerName: 'Pick Up', agree: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/pickup-games/${game!.id}/join`, a.cookie, {})).statusCode).toBe(200);
  });

  it('staff find signatures and download one as a PDF; anyone else gets 404', async () => {
    const a = await adult();
    await db().update(users).set({ firstName: 'Quinn', lastName: 'Pdfson' }).where(eq(users.id, a.user.id));
    const res = json<Signed>(await sign(a.cookie, { version: await latest(), signerName: 'Quinn Pdfson', agree: true }));
    const found = json<{ signatures: Array<{ id: number; athlete: { name: string }; current: boolean }>; total: number }>(
      await call('GET', '/api/staff/waiver/signatures?q=pdfson', staff.cookie),
    );
    expect(found.total).toBe(1);
    expect(found.signatures[0]).toMatchObject({ id: res.signature.id, athlete: { name: 'Quinn Pdfson' }, current: true });
    expect(json<{ total: number }>(await call('GET', '/api/staff/waiver/signatures?q=%25', staff.cookie)).total).toBe(0);
    expect((await call('GET', '/api/staff/waiver/signatures', a.cookie)).statusCode).toBe(403);

    const pdf = await call('GET', `/api/staff/waiver/signatures/${res.signature.id}/pdf`, staff.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="waiver-signature-${res.signature.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's Title names the athlete (a PDF string: plain when ASCII, UTF-16BE otherwise).
    const title = /\/Title (\d+) 0 R/.exec(pdf.rawPayload.toString('latin1'))?.[1];
    const titleObject = new RegExp(`\\n${title} 0 obj\\n\\(([^)]*)\\)`).exec(pdf.rawPayload.toString('latin1'))?.[1];
    expect(titleObject).toBe('Liability waiver v' + (await latest()) + ' - Quinn Pdfson');

    expect((await call('GET', `/api/staff/waiver/signatures/${res.signature.id}/pdf`, a.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/waiver/signatures/${res.signature.id}/pdf` })).statusCode).toBe(401);
    expect((await call('GET', '/api/staff/waiver/signatures/99999999999/pdf', staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/staff/waiver/signatures/abc/pdf', staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/staff/waiver/signatures/2147483647/pdf', staff.cookie)).statusCode).toBe(404);
  });

  it('keeps the language the signer read and signed in: staff see it in the search, the roster and the PDF', async () => {
    const v = await latest();
    const [current] = await db().select().from(waiverVersions).where(eq(waiverVersions.version, v));
    const firstLine = (text: string) => text.split('\n')[0]!.trim();
    // The PDF's text as one line (pdfkit wraps long lines and writes a label and its value apart).
    const flat = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');

    // A Spanish-speaking parent signs for a child on a Spanish page: the page says so.
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app);
    await db().update(users).set({ firstName: 'Lucía', lastName: 'Idiomas' }).where(eq(users.id, kid.user.id));
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    await registerAthlete(db(), kid.user.id, { sign: false });
    const es = await sign(parent.cookie, { version: v, signerName: 'Marisol Idiomas', agree: true, language: 'es' }, kid.user.id, { 'accept-language': 'es' });
    expect(es.statusCode, es.body).toBe(200);
    expect(json<Signed>(es).signature).toMatchObject({ signerRole: 'GUARDIAN', language: 'es' });
    const [esRow] = await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, kid.user.id));
    expect(esRow!.language).toBe('es');
    expect(json<Status & { signed: { language: string } }>(await statusOf(parent.cookie, kid.user.id)).signed.language).toBe('es');

    // The page's language wins over the browser's; without it, the request's language (the one the text was served in).
    const adultEn = await adult();
    expect(
      json<Signed>(await sign(adultEn.cookie, { version: v, signerName: 'Page English', agree: true, language: 'en' }, undefined, { 'accept-language': 'es' }))
        .signature,
    ).toMatchObject({ language: 'en' });
    const adultEs = await adult();
    expect(
      json<Signed>(await sign(adultEs.cookie, { version: v, signerName: 'Browser Spanish', agree: true }, undefined, { 'accept-language': 'es-MX,es;q=0.9' }))
        .signature,
    ).toMatchObject({ language: 'es' });
    const chosenEs = await adult();
    await db().update(users).set({ language: 'es' }).where(eq(users.id, chosenEs.user.id));
    expect(
      json<Signed>(await sign(chosenEs.cookie, { version: v, signerName: 'Chosen Spanish', agree: true }, undefined, { 'accept-language': 'en' })).signature,
    ).toMatchObject({ language: 'es' });
    // A double click in the other language answers the one signature, in the language first signed.
    expect(
      json<Signed>(await sign(parent.cookie, { version: v, signerName: 'Marisol Idiomas', agree: true, language: 'en' }, kid.user.id)).signature,
    ).toMatchObject({ id: esRow!.id, language: 'es' });

    // Staff search results name the language.
    type Found = { signatures: Array<{ id: number; language: string | null; signerName: string }>; total: number };
    const found = json<Found>(await call('GET', '/api/staff/waiver/signatures?q=idiomas', staff.cookie));
    expect(found.signatures).toMatchObject([{ id: esRow!.id, language: 'es', signerName: 'Marisol Idiomas' }]);
    expect(json<Found>(await call('GET', '/api/staff/waiver/signatures?q=page%20english', staff.cookie)).signatures).toMatchObject([{ language: 'en' }]);

    // The roster shows the language of the version signed.
    const program = await createProgram(db());
    const session = await createSession(db(), program.id);
    const intent = await createIntent(t.app, parent.cookie, { sessionId: session.id, athleteId: kid.user.id }, { unregistered: true });
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(intent);
    await t.app.inject({
      method: 'POST',
      url: '/api/test-provider/confirm',
      headers: { cookie: parent.cookie },
      payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/session-bookings',
          headers: { cookie: parent.cookie },
          payload: { sessionId: session.id, paymentIntentId },
        })
      ).statusCode,
    ).toBe(200);
    const roster = json<Array<{ athlete: { id: number }; waiverVersion: number; waiverLanguage: string | null }>>(
      await call('GET', `/api/staff/sessions/${session.id}/roster`, staff.cookie),
    );
    expect(roster).toMatchObject([{ athlete: { id: kid.user.id }, waiverVersion: v, waiverLanguage: 'es' }]);

    // The PDF: the record in the reader's words, "Signed in Spanish" and the Spanish text the parent read.
    const pdf = await call('GET', `/api/staff/waiver/signatures/${esRow!.id}/pdf`, staff.cookie);
    expect(pdf.statusCode).toBe(200);
    const lines = pdfText(pdf.rawPayload);
    expect(flat(lines)).toContain('Language signed in: Spanish');
    expect(lines).toContain('Signed in Spanish');
    expect(lines.join('\n')).toContain(firstLine(current!.textEs));
    expect(lines.join('\n')).not.toContain(firstLine(current!.textEn));
    expect(flat(lines)).toContain('Athlete: Lucía Idiomas');
    // A Spanish-speaking staff member reads the record in Spanish.
    const esStaff = pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/staff/waiver/signatures/${esRow!.id}/pdf`, headers: { cookie: staff.cookie, 'accept-language': 'es' } }))
        .rawPayload,
    );
    expect(flat(esStaff)).toContain('Idioma de la firma: español');
    expect(esStaff).toContain('Firmada en español');
    // An English signature: its English text, whatever the signer's account language is now.
    const [enRow] = await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, adultEn.user.id));
    await db().update(users).set({ language: 'es' }).where(eq(users.id, adultEn.user.id));
    const enLines = pdfText((await call('GET', `/api/staff/waiver/signatures/${enRow!.id}/pdf`, staff.cookie)).rawPayload);
    expect(enLines).toContain('Signed in English');
    expect(enLines.join('\n')).toContain(firstLine(current!.textEn));
    expect(enLines.join('\n')).not.toContain(firstLine(current!.textEs));
    // A signature made before the language was kept says so, and shows the signer's account language.
    await db().update(waiverSignatures).set({ language: null }).where(eq(waiverSignatures.id, enRow!.id));
    t.app.caches.invalidate(); // a write behind the app's back: its read cache cannot know
    const oldLines = pdfText((await call('GET', `/api/staff/waiver/signatures/${enRow!.id}/pdf`, staff.cookie)).rawPayload);
    expect(flat(oldLines)).toContain('Language signed in: Not recorded (signed before the language was kept)');
    expect(oldLines.some((l) => l.startsWith('Signed in'))).toBe(false);
    expect(oldLines.join('\n')).toContain(firstLine(current!.textEs));
    expect(json<Found>(await call('GET', '/api/staff/waiver/signatures?q=page%20english', staff.cookie)).signatures).toMatchObject([{ language: null }]);

    // The database itself refuses any other language.
    await expect(db().update(waiverSignatures).set({ language: 'fr' }).where(eq(waiverSignatures.id, enRow!.id))).rejects.toThrow();
    // The export says it too.
    expect(
      json<{ waiverSignatures: Array<{ language: string | null }> }>(await call('GET', '/api/account/export', parent.cookie)).waiverSignatures,
    ).toMatchObject([{ language: 'es' }]);
  });

  it("the data export lists the signatures; deleting the athlete removes theirs, deleting a guardian leaves the child's without the guardian's details", async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app);
    await ageOf(kid.user.id, 12);
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    const v = await latest();
    expect((await sign(parent.cookie, { version: v, signerName: 'Guardian Export', agree: true }, kid.user.id)).statusCode).toBe(200);
    const mine = json<{ waiverSignatures: Array<{ version: number; athlete: string; signerName: string; signerRole: string }> }>(
      await call('GET', '/api/account/export', parent.cookie),
    );
    expect(mine.waiverSignatures).toMatchObject([{ version: v, signerName: 'Guardian Export', signerRole: 'GUARDIAN' }]);
    expect(json<{ waiverSignatures: unknown[] }>(await call('GET', '/api/account/export', kid.cookie)).waiverSignatures).toHaveLength(1);

    expect((await call('POST', '/api/account/delete', parent.cookie, { password: parent.password })).statusCode).toBe(200);
    const [kept] = await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, kid.user.id));
    expect(kept).toMatchObject({ signedBy: null, signerName: 'Deleted user', ip: null, userAgent: null, signerRole: 'GUARDIAN' });

    expect((await call('POST', '/api/account/delete', kid.cookie, { password: kid.password })).statusCode).toBe(200);
    expect(await db().select().from(waiverSignatures).where(eq(waiverSignatures.athleteId, kid.user.id))).toHaveLength(0);
  });
});
