import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`language of the account and of server messages on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers a visitor in the language of the browser', async () => {
    const payload = { email: 'nobody@example.com', password: 'wrong-password' };
    const es = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'es-MX,es;q=0.9' }, payload });
    expect(json(es).message).toBe('Correo electrónico o contraseña incorrectos');
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'en-US' }, payload });
    expect(json(en).message).toBe('Invalid email or password');
  });

  it("stores a member's choice and answers in it whatever the browser says, validation included", async () => {
    const a = await signupUser(t.app);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: a.cookie } })).language).toBeNull();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: a.cookie }, payload: { language: 'es' } });
    expect(json(saved).language).toBe('es');
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: a.cookie } })).language).toBe('es');
    const headers = { cookie: a.cookie, 'accept-language': 'en-US' };
    const pitcher = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { sport: 'Soccer', position: 'Pitcher' } });
    expect(json(pitcher).message).toBe('Pitcher no es una posición de Soccer. Elige una de: Forward, Midfielder, Defender, Goalkeeper.');
    const missing = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('El idioma: este dato es obligatorio.');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language: 'fr' } });
    expect(json(bad).message).toBe('El idioma debe ser uno de: en, es.');
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language: 'en' } });
    expect(
      json(
        await t.app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          headers: { cookie: a.cookie, 'accept-language': 'es' },
          payload: { sport: 'Soccer', position: 'Pitcher' },
        }),
      ).message,
    ).toMatch(/^Pitcher is not a position in Soccer/);
  });

  it("sends the booking confirmation and its calendar file in the member's language", async () => {
    const program = await createProgram(t.database.db, { priceCents: 4500 });
    const s = await createSession(t.database.db, program.id);
    const a = await signupUser(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: a.cookie }, payload: { language: 'es' } });
    expect((await payAndBook(t.app, a.cookie, s.id)).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, a.email));
    expect(mail!.subject).toMatch(/^Sesión confirmada: /);
    expect(mail!.text).toContain('Número de reserva: #');
    expect(mail!.text).toContain('Pagado: $45.00');
    expect(mail!.text).toMatch(/Fecha: [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}/);
    expect(mail!.attachments[0]!.content).toContain('DESCRIPTION:Reserva n.º');
  });

  it('needs a signed-in user to store a language', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/language', payload: { language: 'es' } })).statusCode).toBe(401);
  });
});
