import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { longDateIn } from '../../platform/i18n/format.ts';
import { confirmCard, createIntent, createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Decision 025: cancellations, refunds and reschedules are e-mailed in each recipient's language. */
describe(`booking e-mails in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  let programId: number;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { name: 'Velocidad', priceCents: 6000 })).id;
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const speak = (cookie: string, language: 'es' | 'en') =>
    t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: { language } });
  const mailsTo = async (to: string) => {
    const mails = (await db().select().from(outbox).where(eq(outbox.to, to))).sort((a, b) => b.id - a.id);
    for (const m of mails) expect(m.text).not.toMatch(/\.\./);
    return mails;
  };
  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** A session at a set wall-clock time (the e-mails write it as stored). */
  async function sessionAt(hoursFromNow: number, time: string) {
    const s = await createSession(db(), programId, { hoursFromNow });
    await db().update(trainingSessions).set({ time }).where(eq(trainingSessions.id, s.id));
    return { ...s, time };
  }
  const book = async (cookie: string, sessionId: number) => json<{ id: number }>(await payAndBook(t.app, cookie, sessionId)).id;
  async function people() {
    const es = await signupUser(t.app, 'ATHLETE', { firstName: 'Sofía' });
    await speak(es.cookie, 'es');
    const en = await signupUser(t.app);
    return { es, en };
  }

  it('a cancellation 24 hours ahead or more: the refund, in Spanish and in English', async () => {
    const { es, en } = await people();
    const s = await sessionAt(72, '13:00:00');
    for (const u of [es, en]) expect((await post(`/api/session-bookings/${await book(u.cookie, s.id)}/cancel`, u.cookie)).statusCode).toBe(200);
    const [spanish] = await mailsTo(es.email);
    const fecha = longDateIn(s.date, 'es');
    expect(spanish!.subject).toBe(`Sesión cancelada: Velocidad, ${fecha}`);
    expect(spanish!.text).toContain('Hola, Sofía:');
    expect(spanish!.text).toMatch(new RegExp(`Tu reserva n\\.º \\d+ de Velocidad del ${fecha} a la 1:00 p\\.m\\. quedó cancelada\\.`));
    expect(spanish!.text).toContain('Cancelaste con al menos 24 horas de anticipación, así que te devolvemos el pago completo de $60.00 a tu tarjeta');
    const [english] = await mailsTo(en.email);
    expect(english!.subject).toBe(`Session cancelled: Velocidad on ${longDateIn(s.date, 'en')}`);
    expect(english!.text).toMatch(new RegExp(`Your booking #\\d+ for Velocidad on ${longDateIn(s.date, 'en')} at 1:00 PM is cancelled\\.`));
    expect(english!.text).toContain('so your payment of $60.00 is refunded in full to your card (allow 5-10 days).');
  });

  it('a late cancellation says no refund is due, in each language', async () => {
    const { es, en } = await people();
    const s = await sessionAt(20, '17:30:00');
    for (const u of [es, en]) await post(`/api/session-bookings/${await book(u.cookie, s.id)}/cancel`, u.cookie);
    const [spanish] = await mailsTo(es.email);
    expect(spanish!.text).toContain('a las 5:30 p.m. quedó cancelada.');
    expect(spanish!.text).toContain(
      'Cancelaste con menos de 24 horas de anticipación, así que, según nuestra política de cancelación, no corresponde reembolso.',
    );
    expect((await mailsTo(en.email))[0]!.text).toContain(
      'You cancelled less than 24 hours before the session, so no refund is due under our cancellation policy.',
    );
  });

  it('a reschedule, in each language', async () => {
    const { es, en } = await people();
    const from = await sessionAt(72, '09:00:00');
    const to = await sessionAt(96, '18:00:00');
    for (const u of [es, en])
      expect((await post(`/api/session-bookings/${await book(u.cookie, from.id)}/reschedule`, u.cookie, { newSessionId: to.id })).statusCode).toBe(200);
    const [spanish] = await mailsTo(es.email);
    expect(spanish!.subject).toBe('Sesión cambiada de fecha: Velocidad');
    expect(spanish!.text).toContain(`de Velocidad pasó del ${longDateIn(from.date, 'es')} a las 9:00 a.m. al ${longDateIn(to.date, 'es')} a las 6:00 p.m.\n`);
    expect(spanish!.text).toContain('Tu pago se mantiene; no tienes que pagar nada más.');
    const [english] = await mailsTo(en.email);
    expect(english!.subject).toBe('Session rescheduled: Velocidad');
    expect(english!.text).toContain(`for Velocidad moved from ${longDateIn(from.date, 'en')} at 9:00 AM to ${longDateIn(to.date, 'en')} at 6:00 PM.`);
  });

  it('a session cancelled by staff: each booked person is told in their language', async () => {
    const { es, en } = await people();
    const s = await sessionAt(48, '16:00:00');
    for (const u of [es, en]) await book(u.cookie, s.id);
    expect((await post(`/api/staff/sessions/${s.id}/cancel`, staffCookie)).statusCode).toBe(200);
    const [spanish] = await mailsTo(es.email);
    expect(spanish!.subject).toBe(`Sesión cancelada por ${t.config.BUSINESS_NAME}: Velocidad, ${longDateIn(s.date, 'es')}`);
    expect(spanish!.text).toContain(`Lo sentimos mucho: tuvimos que cancelar Velocidad del ${longDateIn(s.date, 'es')} a las 4:00 p.m.\n`);
    expect(spanish!.text).toContain('Te devolvemos el pago completo de $60.00.');
    const [english] = await mailsTo(en.email);
    expect(english!.subject).toBe(`Session cancelled by ${t.config.BUSINESS_NAME}: Velocidad on ${longDateIn(s.date, 'en')}`);
    expect(english!.text).toContain(`We had to cancel Velocidad on ${longDateIn(s.date, 'en')} at 4:00 PM. We're sorry.`);
    expect(english!.text).toContain('Your payment of $60.00 is refunded in full.');
  });

  it('a payment that can no longer become a booking is refunded, and the payer told why in their language', async () => {
    const { es, en } = await people();
    for (const u of [es, en]) {
      const s = await createSession(db(), programId);
      const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, u.cookie, { sessionId: s.id }));
      await db().update(trainingSessions).set({ status: 'CANCELLED' }).where(eq(trainingSessions.id, s.id));
      await confirmCard(t.app, u.cookie, intent.clientSecret);
      expect((await post('/api/session-bookings', u.cookie, { sessionId: s.id, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);
      expect(await db().select().from(bookings).where(eq(bookings.sessionId, s.id))).toEqual([]);
    }
    const [spanish] = await mailsTo(es.email);
    expect(spanish!.subject).toBe('Te devolvimos tu pago');
    expect(spanish!.text).toContain('Hola, Sofía:');
    expect(spanish!.text).toContain('El monto total de $60.00 vuelve a tu tarjeta (puede tardar de 5 a 10 días).');
    expect(spanish!.text).not.toMatch(/session|payment/i);
    const [english] = await mailsTo(en.email);
    expect(english!.subject).toBe('Your payment has been refunded');
    expect(english!.text).toContain('The full amount of $60.00 goes back to your card (allow 5-10 days).');
  });

  it("names a program by its Spanish name, when staff wrote one, in a Spanish reader's cancellation and reschedule e-mails (decision 066)", async () => {
    const { es, en } = await people();
    const program = await createProgram(db(), { name: 'Speed School', nameEs: 'Escuela de velocidad', priceCents: 6000 });
    const a = await createSession(db(), program.id, { hoursFromNow: 72 });
    const b = await createSession(db(), program.id, { hoursFromNow: 96 });
    for (const u of [es, en]) {
      expect((await post(`/api/session-bookings/${await book(u.cookie, a.id)}/reschedule`, u.cookie, { newSessionId: b.id })).statusCode).toBe(200);
    }
    expect((await mailsTo(es.email))[0]!.subject).toBe('Sesión cambiada de fecha: Escuela de velocidad');
    expect((await mailsTo(en.email))[0]!.subject).toBe('Session rescheduled: Speed School');
    const mine = await db().select().from(bookings).where(eq(bookings.sessionId, b.id));
    for (const u of [es, en]) {
      const booking = mine.find((x) => x.payerId === u.user.id)!;
      expect((await post(`/api/session-bookings/${booking.id}/cancel`, u.cookie)).statusCode).toBe(200);
    }
    const [spanish] = await mailsTo(es.email);
    expect(spanish!.subject).toBe(`Sesión cancelada: Escuela de velocidad, ${longDateIn(b.date, 'es')}`);
    expect(spanish!.text).toContain('de Escuela de velocidad del');
    expect((await mailsTo(en.email))[0]!.subject).toBe(`Session cancelled: Speed School on ${longDateIn(b.date, 'en')}`);
  });
});
