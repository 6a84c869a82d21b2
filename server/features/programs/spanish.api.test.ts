import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema/programs.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { outboxTo } from '../../test/mail.ts';
import { sweepReminders } from '../reminders/sweep.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

type Named = { id: number; name: string; description: string };
type Session = { id: number; sessionTitle: string | null; location: string; program: { name: string } };

/**
 * Decision 066: staff-entered text has an optional Spanish version, answered in the request's
 * language with English as the fallback; staff edit both; no cache (response cache, read memo, hot
 * answers in front of Fastify) ever hands one language's answer to a reader of the other.
 */
describe(`staff-entered text in the reader's language on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  let origin: string;
  let both: Named;
  let englishOnly: Named;
  let sessionId: number;
  beforeAll(async () => {
    // The read caches on, as in production (the test config may turn them off).
    t = await createTestApp({ READ_CACHE_MS: '60000' });
    staff = await signupStaff(t.app);
    call = callAs(t.app);
    both = await createProgram(t.database.db, {
      name: 'Shooting Clinic',
      nameEs: 'Clínica de tiro',
      description: 'Form shooting.',
      descriptionEs: 'Forma de tiro.',
      displayOrder: 1,
    });
    englishOnly = await createProgram(t.database.db, { name: 'Footwork Lab', description: 'Quick feet.', displayOrder: 2 });
    const s = await createSession(t.database.db, both.id, { hoursFromNow: 40, title: 'Ages 8-11' });
    await t.database.db.update(trainingSessions).set({ sessionTitleEs: 'De 8 a 11 años', locationEs: 'Cancha 1' }).where(eq(trainingSessions.id, s.id));
    sessionId = s.id;
    await createSession(t.database.db, englishOnly.id, { hoursFromNow: 41 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, lang?: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...(lang ? { 'accept-language': lang } : {}), ...(cookie ? { cookie } : {}) } }).then((r) => {
      expect(r.statusCode).toBe(200);
      return json<T>(r);
    });
  const byId = <T extends { id: number }>(list: T[], id: number) => list.find((x) => x.id === id)!;

  it('answers programs and sessions in Spanish when written, in English otherwise, with the same field names', async () => {
    const es = await get<Named[]>('/api/training-programs', 'es');
    expect(byId(es, both.id)).toMatchObject({ name: 'Clínica de tiro', description: 'Forma de tiro.' });
    expect(byId(es, englishOnly.id)).toMatchObject({ name: 'Footwork Lab', description: 'Quick feet.' });
    expect(Object.keys(byId(es, both.id))).not.toContain('nameEs');
    const en = await get<Named[]>('/api/training-programs', 'en');
    expect(byId(en, both.id)).toMatchObject({ name: 'Shooting Clinic', description: 'Form shooting.' });
    // No header: English.
    expect(byId(await get<Named[]>('/api/training-programs'), both.id).name).toBe('Shooting Clinic');

    const sessionsEs = await get<Session[]>('/api/training-sessions', 'es-MX,es;q=0.9,en;q=0.5');
    expect(byId(sessionsEs, sessionId)).toMatchObject({ sessionTitle: 'De 8 a 11 años', location: 'Cancha 1', program: { name: 'Clínica de tiro' } });
    expect(byId(await get<Session[]>('/api/training-sessions', 'en'), sessionId)).toMatchObject({
      sessionTitle: 'Ages 8-11',
      location: 'Court 1',
      program: { name: 'Shooting Clinic' },
    });
    const withSessions = await get<Array<Named & { upcomingSessions: Session[] }>>('/api/training-programs-with-sessions', 'es');
    expect(byId(withSessions, both.id).upcomingSessions[0]).toMatchObject({ sessionTitle: 'De 8 a 11 años', location: 'Cancha 1' });
  });

  it('never hands a cached answer of one language to a reader of the other (memo, response cache, hot path)', async () => {
    for (const url of ['/api/training-programs', '/api/training-sessions', '/api/training-programs-with-sessions']) {
      // Warm each language twice over a real socket: the second read of each comes from the hot path.
      for (let round = 0; round < 3; round++) {
        for (const lang of ['es', 'en'] as const) {
          const body = JSON.stringify(await (await fetch(origin + url, { headers: { 'accept-language': lang } })).json());
          if (lang === 'es') expect([url, body]).toEqual([url, expect.stringContaining('Clínica de tiro')]);
          else expect([url, body]).toEqual([url, expect.not.stringContaining('Clínica de tiro')]);
        }
      }
    }
    const served = t.app.hotAnswers.served;
    const hotEs = JSON.stringify(await (await fetch(origin + '/api/training-programs', { headers: { 'accept-language': 'es' } })).json());
    expect(t.app.hotAnswers.served).toBe(served + 1);
    expect(hotEs).toContain('Clínica de tiro');

    // A member whose account reads Spanish gets Spanish whatever the header says, from Fastify (the hot path declines a session).
    const member = await signupUser(t.app);
    await call('PUT', '/api/account/language', member.cookie, { language: 'es' });
    for (let i = 0; i < 2; i++) {
      const before = t.app.hotAnswers.served;
      const res = await fetch(origin + '/api/training-programs', { headers: { 'accept-language': 'en', cookie: member.cookie } });
      expect(JSON.stringify(await res.json())).toContain('Clínica de tiro');
      expect(t.app.hotAnswers.served).toBe(before);
    }
    // And the response cache kept each language's answer apart for the same address.
    const a = await get<Named[]>('/api/subscription/plans', 'es');
    const b = await get<Named[]>('/api/subscription/plans', 'en');
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it('lets staff write, see and clear the Spanish beside the English; a reader sees it at once', async () => {
    const staffList = json<Array<Named & { nameEs: string | null; descriptionEs: string | null }>>(await call('GET', '/api/staff/programs', staff.cookie));
    expect(byId(staffList, both.id)).toMatchObject({ name: 'Shooting Clinic', nameEs: 'Clínica de tiro', descriptionEs: 'Forma de tiro.' });
    expect(byId(staffList, englishOnly.id)).toMatchObject({ nameEs: null, descriptionEs: null });
    // Warm the Spanish catalogue, then edit: the edit shows at once.
    await get<Named[]>('/api/training-programs', 'es');
    const saved = await call('PATCH', `/api/staff/programs/${englishOnly.id}`, staff.cookie, { nameEs: '  Laboratorio de pies  ' });
    expect(saved.statusCode).toBe(200);
    expect(json<{ name: string; nameEs: string }>(saved)).toMatchObject({ name: 'Footwork Lab', nameEs: 'Laboratorio de pies' });
    expect(byId(await get<Named[]>('/api/training-programs', 'es'), englishOnly.id).name).toBe('Laboratorio de pies');
    expect(byId(await get<Named[]>('/api/training-programs', 'en'), englishOnly.id).name).toBe('Footwork Lab');
    // Empty clears it: English again.
    await call('PATCH', `/api/staff/programs/${englishOnly.id}`, staff.cookie, { nameEs: '' });
    expect(byId(await get<Named[]>('/api/training-programs', 'es'), englishOnly.id).name).toBe('Footwork Lab');
    // A new program with its Spanish.
    const created = await call('POST', '/api/staff/programs', staff.cookie, {
      name: 'Goalkeeping',
      nameEs: 'Porteros',
      type: 'SOCCER',
      description: 'Hands.',
      descriptionEs: 'Manos.',
      price: 50,
      duration: 60,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ name: 'Goalkeeping', nameEs: 'Porteros', description: 'Hands.', descriptionEs: 'Manos.' });
  });

  it('lets staff give a session its Spanish title and location', async () => {
    const saved = await call('PATCH', `/api/staff/sessions/${sessionId}`, staff.cookie, { sessionTitleEs: 'Edades 8 a 11', locationEs: 'Cancha principal' });
    expect(saved.statusCode).toBe(200);
    const list = json<Array<{ id: number; sessionTitle: string; sessionTitleEs: string; location: string; locationEs: string }>>(
      await call('GET', '/api/staff/sessions', staff.cookie),
    );
    expect(byId(list, sessionId)).toMatchObject({
      sessionTitle: 'Ages 8-11',
      sessionTitleEs: 'Edades 8 a 11',
      location: 'Court 1',
      locationEs: 'Cancha principal',
    });
    expect(byId(await get<Session[]>('/api/training-sessions', 'es'), sessionId)).toMatchObject({
      sessionTitle: 'Edades 8 a 11',
      location: 'Cancha principal',
    });
  });

  it('refuses hostile or oversized Spanish text with a 400 and a message', async () => {
    for (const [url, method, body] of [
      [`/api/staff/programs/${both.id}`, 'PATCH', { nameEs: 'Clínica\u0000' }],
      [`/api/staff/programs/${both.id}`, 'PATCH', { nameEs: 'x'.repeat(121) }],
      [`/api/staff/programs/${both.id}`, 'PATCH', { descriptionEs: 'x'.repeat(2001) }],
      [`/api/staff/programs/${both.id}`, 'PATCH', { nameEs: 42 }],
      [`/api/staff/sessions/${sessionId}`, 'PATCH', { locationEs: 'a\u0000b' }],
      ['/api/staff/packs', 'POST', { name: 'Pack', credits: 5, price: 50, validityDays: 30, nameEs: 'y'.repeat(81) }],
      ['/api/staff/plans/PLUS', 'PATCH', { descriptionEs: 'z'.repeat(501) }],
    ] as const) {
      const res = await call(method, url, staff.cookie, body);
      expect([url, JSON.stringify(body).slice(0, 40), res.statusCode]).toEqual([url, JSON.stringify(body).slice(0, 40), 400]);
      expect(json<{ message: string }>(res).message).toBeTruthy();
    }
    // Only staff write them.
    const member = await signupUser(t.app);
    expect((await call('PATCH', `/api/staff/programs/${both.id}`, member.cookie, { nameEs: 'Nada' })).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/plans', member.cookie)).statusCode).toBe(403);
  });

  it('answers packs and plans in the reader language; staff edit their Spanish', async () => {
    const pack = json<{ id: number }>(
      await call('POST', '/api/staff/packs', staff.cookie, {
        name: '3-Pack',
        nameEs: 'Paquete de 3',
        description: 'Three sessions.',
        credits: 3,
        price: 60,
        validityDays: 30,
        programIds: [both.id],
      }),
    );
    const packsEs = await get<Array<{ id: number; name: string; description: string; programs: Array<{ name: string }> }>>('/api/packs', 'es');
    // No Spanish description: the English shows.
    expect(byId(packsEs, pack.id)).toMatchObject({ name: 'Paquete de 3', description: 'Three sessions.', programs: [{ name: 'Clínica de tiro' }] });
    expect(byId(await get<Array<{ id: number; name: string }>>('/api/packs', 'en'), pack.id).name).toBe('3-Pack');
    const edited = await call('PATCH', `/api/staff/packs/${pack.id}`, staff.cookie, { descriptionEs: 'Tres sesiones.' });
    expect(json(edited)).toMatchObject({ name: '3-Pack', nameEs: 'Paquete de 3', description: 'Three sessions.', descriptionEs: 'Tres sesiones.' });
    expect(byId(await get<Array<{ id: number; description: string }>>('/api/packs', 'es'), pack.id).description).toBe('Tres sesiones.');

    // The reference plans come with their Spanish copy (migration 0040).
    type Plan = { name: string; displayName: string; description: string };
    const plansEs = await get<Plan[]>('/api/subscription/plans', 'es');
    expect(plansEs.find((p) => p.name === 'FREE')).toMatchObject({ displayName: 'Gratis', description: expect.stringContaining('Para empezar') });
    expect((await get<Plan[]>('/api/subscription/plans', 'en')).find((p) => p.name === 'FREE')!.displayName).toBe('Free');
    await call('PATCH', '/api/staff/plans/PLUS', staff.cookie, { displayNameEs: 'Plus ES', descriptionEs: '' });
    const staffPlans = json<Array<Plan & { displayNameEs: string | null; descriptionEs: string | null }>>(await call('GET', '/api/staff/plans', staff.cookie));
    expect(staffPlans.find((p) => p.name === 'PLUS')).toMatchObject({ displayName: 'Plus', displayNameEs: 'Plus ES', descriptionEs: null });
    const plus = (await get<Plan[]>('/api/subscription/plans', 'es')).find((p) => p.name === 'PLUS')!;
    expect(plus).toMatchObject({ displayName: 'Plus ES', description: 'For athletes training every week.' });
    await call('PATCH', '/api/staff/plans/PLUS', staff.cookie, { displayNameEs: '', descriptionEs: 'Para atletas que entrenan cada semana.' });
  });

  it("names the program, title and place in each recipient's language: booking list, confirmation and reminder e-mails", async () => {
    await t.database.db
      .update(trainingSessions)
      .set({ sessionTitleEs: 'Edades 8 a 11', locationEs: 'Cancha principal' })
      .where(eq(trainingSessions.id, sessionId));
    const spanish = await signupUser(t.app);
    await call('PUT', '/api/account/language', spanish.cookie, { language: 'es' });
    const english = await signupUser(t.app);
    await call('PUT', '/api/account/language', english.cookie, { language: 'en' });
    // No quiet hours: whether the reminder is due must not depend on the time of day the test runs.
    for (const who of [spanish, english])
      expect((await call('PUT', '/api/account/reminders', who.cookie, { emailEnabled: true, quietHours: null })).statusCode).toBe(200);
    for (const who of [spanish, english]) expect((await payAndBook(t.app, who.cookie, sessionId)).statusCode).toBe(200);

    const [confirmEs] = await outboxTo(t.database.db, spanish.email);
    expect(confirmEs!.subject).toMatch(/^Sesión confirmada: Clínica de tiro, /);
    expect(confirmEs!.text).toContain('Clínica de tiro (Edades 8 a 11)');
    expect(confirmEs!.text).toContain('Cancha principal');
    const [confirmEn] = await outboxTo(t.database.db, english.email);
    expect(confirmEn!.subject).toMatch(/^Session confirmed: Shooting Clinic on /);
    expect(confirmEn!.text).toContain('Shooting Clinic (Ages 8-11)');
    expect(confirmEn!.text).not.toContain('Cancha');

    // The member's list, per language (the account's language wins over the header).
    type Mine = Array<{ session: { sessionTitle: string; location: string; program: { name: string } } }>;
    expect((await get<Mine>('/api/my-bookings', 'en', spanish.cookie))[0]!.session).toMatchObject({
      sessionTitle: 'Edades 8 a 11',
      location: 'Cancha principal',
      program: { name: 'Clínica de tiro' },
    });
    expect((await get<Mine>('/api/my-bookings', 'es', english.cookie))[0]!.session).toMatchObject({
      sessionTitle: 'Ages 8-11',
      location: 'Court 1',
      program: { name: 'Shooting Clinic' },
    });

    await sweepReminders(t.app.ctx);
    const [reminderEs] = await outboxTo(t.database.db, spanish.email);
    expect(reminderEs!.subject).toMatch(/^Recordatorio: Clínica de tiro/);
    expect(reminderEs!.text).toContain('Cancha principal');
    const [reminderEn] = await outboxTo(t.database.db, english.email);
    expect(reminderEn!.subject).toMatch(/^Reminder: Shooting Clinic/);
    // The reminder's link opens a page in the recipient's language, staff's text included.
    type Link = { language: string; booking: { program: string; sessionTitle: string | null; location: string } };
    const linkOf = async (text: string) => get<Link>(`/api/reminders/${/\/reminder\/([A-Za-z0-9_-]{43})/.exec(text)![1]!}`);
    expect(await linkOf(reminderEs!.text)).toMatchObject({
      language: 'es',
      booking: { program: 'Clínica de tiro', sessionTitle: 'Edades 8 a 11', location: expect.stringMatching(/^Cancha principal, /) },
    });
    expect(await linkOf(reminderEn!.text)).toMatchObject({
      language: 'en',
      booking: { program: 'Shooting Clinic', sessionTitle: 'Ages 8-11', location: expect.stringMatching(/^Court 1, /) },
    });
  });

  it('answers pickup games in the reader language; staff keep the English and the Spanish apart', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      title: 'Friday Runs',
      titleEs: 'Partidos del viernes',
      sport: 'basketball',
      date,
      startTime: '18:00',
      endTime: '20:00',
      location: 'Court 2',
      maxPlayers: 10,
      cost: 0,
      skillLevel: 'All levels',
    };
    const created = await call('POST', '/api/staff/games', staff.cookie, body);
    expect(created.statusCode).toBe(201);
    const { id } = json<{ id: number }>(created);
    type Game = { id: number; title: string; location: string };
    expect(byId(await get<Game[]>('/api/pickup-games', 'es'), id)).toMatchObject({ title: 'Partidos del viernes', location: 'Court 2' });
    expect(byId(await get<Game[]>('/api/pickup-games', 'en'), id)).toMatchObject({ title: 'Friday Runs', location: 'Court 2' });
    expect(
      byId(json<Array<Game & { titleEs: string | null; locationEs: string | null }>>(await call('GET', '/api/staff/games', staff.cookie)), id),
    ).toMatchObject({
      title: 'Friday Runs',
      titleEs: 'Partidos del viernes',
      locationEs: null,
    });
    expect((await call('PUT', `/api/staff/games/${id}`, staff.cookie, { ...body, locationEs: 'Cancha 2', titleEs: '' })).statusCode).toBe(200);
    expect(byId(await get<Game[]>('/api/pickup-games', 'es'), id)).toMatchObject({ title: 'Friday Runs', location: 'Cancha 2' });
    expect((await call('PUT', `/api/staff/games/${id}`, staff.cookie, { ...body, titleEs: 'x\u0000' })).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/games', (await signupUser(t.app)).cookie)).statusCode).toBe(403);
  });
});
