import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { smsOutbox } from '../../db/schema/outbox.ts';
import { bookingReminders, reminderPreferences, reminderSettings } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { sweepReminders } from './sweep.ts';

/* Text reminders (issue 32, decision 061): chosen with a number, sent at the short-notice offsets (2 h), once, in the reader's language, to parents too. */
const HOUR = 3600_000;

describe(`text message reminders on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 4000, name: 'Speed Lab' })).id;
  });
  afterAll(async () => t?.close());
  afterEach(async () => {
    await t.database.db.delete(reminderSettings);
  });

  const db = () => t.database.db;
  const save = (cookie: string, body: object) => t.app.inject({ method: 'PUT', url: '/api/account/reminders', headers: { cookie }, payload: body });
  const textsTo = (phone: string) => db().select().from(smsOutbox).where(eq(smsOutbox.to, phone));
  async function member(app: FastifyInstance = t.app, role: 'ATHLETE' | 'PARENT' = 'ATHLETE') {
    const m = await signupUser(app, role);
    await app.ctx.db.update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    return m;
  }
  /** A booking of a session starting in `hours`, made long before (so every offset is due in its turn). */
  async function booked(cookie: string, hours: number) {
    const s = await createSession(db(), programId, { hoursFromNow: 48, title: 'Sprint starts' });
    expect((await payAndBook(t.app, cookie, s.id)).statusCode).toBe(200);
    await db()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 72 * HOUR) })
      .where(eq(bookings.sessionId, s.id));
    const { trainingSessions } = await import('../../db/schema/programs.ts');
    await db()
      .update(trainingSessions)
      .set({ startsAt: new Date(Date.now() + hours * HOUR) })
      .where(eq(trainingSessions.id, s.id));
    return s;
  }

  it('are off until chosen; need a number with its country code; the number is tidied and kept; agreeing is recorded', async () => {
    const a = await member();
    expect(json(await t.app.inject({ method: 'GET', url: '/api/account/reminders', headers: { cookie: a.cookie } }))).toMatchObject({
      smsEnabled: false,
      smsPhone: null,
    });
    const none = await save(a.cookie, { emailEnabled: true, quietHours: null, smsEnabled: true });
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toBe('Enter the mobile number to text reminders to.');
    for (const bad of ['555 0123', '+0 555 555 0123', '+1 555\u0000 555 0123', 'x'.repeat(31), '++15555550123']) {
      const res = await save(a.cookie, { emailEnabled: true, quietHours: null, smsEnabled: true, smsPhone: bad });
      expect(res.statusCode).toBe(400);
    }
    const es = await t.app.inject({
      method: 'PUT',
      url: '/api/account/reminders',
      headers: { cookie: a.cookie, 'accept-language': 'es' },
      payload: { emailEnabled: true, quietHours: null, smsEnabled: true },
    });
    expect(json(es).message).toBe('Escribe el número de móvil al que enviar los recordatorios por mensaje.');
    const ok = await save(a.cookie, { emailEnabled: true, quietHours: null, smsEnabled: true, smsPhone: '+1 (555) 555-0142' });
    expect(json(ok)).toMatchObject({ preferences: { smsEnabled: true, smsPhone: '+15555550142' } });
    // A later save without the number keeps it; turning texts off keeps it too.
    expect(json(await save(a.cookie, { emailEnabled: false, quietHours: null, smsEnabled: true }))).toMatchObject({
      preferences: { smsEnabled: true, smsPhone: '+15555550142' },
    });
    const [row] = await db().select().from(reminderPreferences).where(eq(reminderPreferences.userId, a.user.id));
    expect(row!.smsConsentAt).toBeInstanceOf(Date);
    expect(json(await save(a.cookie, { emailEnabled: true, quietHours: null, smsEnabled: false }))).toMatchObject({
      preferences: { smsEnabled: false, smsPhone: '+15555550142' },
    });
  });

  it('text the athlete and a parent who chose texts at 2 hours before, once, each in their language, with the answer link', async () => {
    const athlete = await member();
    const parent = await member(t.app, 'PARENT');
    await linkParent(db(), parent.user.id, athlete.user);
    expect((await save(athlete.cookie, { emailEnabled: false, quietHours: null, smsEnabled: true, smsPhone: '+15555550201' })).statusCode).toBe(200);
    expect((await save(parent.cookie, { emailEnabled: false, quietHours: null, smsEnabled: true, smsPhone: '+15555550202' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: parent.cookie }, payload: { language: 'es' } })).statusCode,
    ).toBe(200);
    // 30 hours ahead: the 48-hour e-mail is due, not the 2-hour text.
    const s = await booked(athlete.cookie, 30);
    await sweepReminders(t.app.ctx);
    expect(await textsTo('+15555550201')).toEqual([]);
    // 90 minutes ahead: the text is due, once however many sweeps run.
    const { trainingSessions } = await import('../../db/schema/programs.ts');
    await db()
      .update(trainingSessions)
      .set({ startsAt: new Date(Date.now() + 1.5 * HOUR) })
      .where(eq(trainingSessions.id, s.id));
    await sweepReminders(t.app.ctx);
    await sweepReminders(t.app.ctx);
    const [mine] = await textsTo('+15555550201');
    expect(await textsTo('+15555550201')).toHaveLength(1);
    expect(mine!.body).toMatch(
      /^Octane Sports Performance: reminder, you are booked for Speed Lab \(Sprint starts\) .+ at .+, .+\. I'll be there \/ can't make it: http\S+\/reminder\/[A-Za-z0-9_-]{43}$/,
    );
    const [theirs] = await textsTo('+15555550202');
    expect(theirs!.body).toContain(`: recordatorio, ${athlete.firstName} ${athlete.lastName} tiene plaza en Speed Lab (Sprint starts)`);
    expect(theirs!.body).toMatch(/Ahí estaré \/ no puedo ir: http\S+\/reminder\//);
    expect((await db().select().from(bookingReminders).where(eq(bookingReminders.sessionId, s.id))).filter((r) => r.channel === 'SMS')).toHaveLength(2);
    // The link in the text answers like the e-mail's.
    const token = /\/reminder\/([A-Za-z0-9_-]{43})$/.exec(mine!.body)![1]!;
    expect(json(await t.app.inject({ method: 'POST', url: `/api/reminders/${token}/confirm` }))).toMatchObject({ state: 'CONFIRMED', answeredNow: true });
    // Staff's report counts the texts apart from the e-mails and pushes.
    const staff = await signupUser(t.app, 'COACH');
    await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    const months = json<{ months: Array<{ sent: number; email: number; push: number; sms: number }> }>(
      await t.app.inject({ method: 'GET', url: '/api/staff/reminders', headers: { cookie: staff.cookie } }),
    ).months;
    const all = await db().select().from(bookingReminders);
    expect(months.reduce((n, m) => n + m.sms, 0)).toBe(all.filter((r) => r.channel === 'SMS').length);
    expect(months.reduce((n, m) => n + m.email, 0)).toBe(all.filter((r) => r.channel === 'EMAIL').length);
    expect(months.every((m) => m.sent === m.email + m.push + m.sms)).toBe(true);
  });

  it('send nothing to a member with texts off, or for a cancelled booking', async () => {
    const off = await member();
    expect((await save(off.cookie, { emailEnabled: true, quietHours: null, smsEnabled: false, smsPhone: '+15555550301' })).statusCode).toBe(200);
    await booked(off.cookie, 1.5);
    const gone = await member();
    expect((await save(gone.cookie, { emailEnabled: true, quietHours: null, smsEnabled: true, smsPhone: '+15555550302' })).statusCode).toBe(200);
    const s = await booked(gone.cookie, 1.5);
    await db().update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.sessionId, s.id));
    await sweepReminders(t.app.ctx);
    expect(await textsTo('+15555550301')).toEqual([]);
    expect(await textsTo('+15555550302')).toEqual([]);
  });

  it('two sweeps at once queue each text once (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const a = await member();
      const phone = `+1555556${String(1000 + trial)}`;
      expect((await save(a.cookie, { emailEnabled: false, quietHours: null, smsEnabled: true, smsPhone: phone })).statusCode).toBe(200);
      await booked(a.cookie, 1.5);
      await Promise.all([sweepReminders(t.app.ctx), sweepReminders(t.app.ctx)]);
      expect(await textsTo(phone)).toHaveLength(1);
    }
  });
});
