import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../../common/account-data.ts';
import { bookingReminders, eventReminders } from '../../db/schema/reminders.ts';
import { attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { users } from '../../db/schema/users.ts';
import { eq } from 'drizzle-orm';
import { confirmCard, createProgram, createSession, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 34 ("Download my data" leaves out credits and waitlists) and issue 32 (the reminder
 * choices): the export holds the account's session-pack credits, its waitlist places and its
 * reminder choices and reminders, and none of another account's.
 */
const PUSH_DEVICE = { endpoint: 'https://push.example/send/abc123', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'Z'.repeat(22) } };

describe(`the data export's credits, waitlist and reminders on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const exportOf = async (cookie: string) => accountExportSchema.parse(json(await call('GET', '/api/account/export', cookie)));
  const member = async () => {
    const m = await signupUser(t.app, 'ATHLETE');
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    await registerAthlete(db(), m.user.id);
    return m;
  };

  it('holds the credits bought with what is used and left, the waitlist places, and the reminder choices and reminders sent', async () => {
    const a = await member();
    const other = await member();
    const program = await createProgram(db(), { name: 'Export Clinic', priceCents: 4000 });

    // A pack of 5 credits, one spent on a booking.
    const made = await call('POST', '/api/staff/packs', staff.cookie, { name: 'Five Pack', credits: 5, price: 150, validityDays: 60 });
    expect(made.statusCode, made.body).toBe(201);
    const packId = json<{ id: number }>(made).id;
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await call('POST', `/api/packs/${packId}/payment-intent`, a.cookie, {}));
    expect((await confirmCard(t.app, a.cookie, intent.clientSecret)).statusCode).toBe(200);
    expect((await call('POST', `/api/packs/${packId}/purchase`, a.cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    const creditSession = await createSession(db(), program.id, { title: 'With a credit', hoursFromNow: 96 });
    const withCredit = await call('POST', '/api/session-bookings/with-credit', a.cookie, { sessionId: creditSession.id });
    expect(withCredit.statusCode, withCredit.body).toBe(200);

    // A place in the line of a full session, with auto-book.
    const full = await createSession(db(), program.id, { title: 'Full one', spots: 1, hoursFromNow: 120 });
    await payAndBook(t.app, other.cookie, full.id);
    const joined = await call('POST', '/api/waitlist', a.cookie, { sessionId: full.id });
    expect(joined.statusCode, joined.body).toBe(201);

    // Reminder choices, and one reminder sent for a paid booking and answered.
    expect((await call('PUT', '/api/account/reminders', a.cookie, { emailEnabled: false, quietHours: { start: '22:00', end: '07:30' } })).statusCode).toBe(200);
    const paidSession = await createSession(db(), program.id, { title: 'Paid', hoursFromNow: 30 });
    const booking = json<{ id: number }>(await payAndBook(t.app, a.cookie, paidSession.id));
    const sentAt = new Date();
    await db()
      .insert(bookingReminders)
      .values({
        bookingId: booking.id,
        sessionId: paidSession.id,
        userId: a.user.id,
        offsetHours: 48,
        dueAt: sentAt,
        sentAt,
        tokenHash: crypto.randomBytes(32).toString('hex'),
        answer: 'CONFIRMED',
        answeredAt: sentAt,
      });
    // A device with push on (decision 058).
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/push',
          headers: { cookie: a.cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
          payload: PUSH_DEVICE,
        })
      ).statusCode,
    ).toBe(200);
    // And a pickup game's reminder (issue 32).
    await db().insert(eventReminders).values({ kind: 'PICKUP', subjectId: 77, userId: a.user.id, offsetMinutes: 2880, dueAt: sentAt, sentAt });
    // And a no-show strike staff forgave (decision 059).
    await db().insert(attendanceStrikes).values({ bookingId: booking.id, athleteId: a.user.id, kind: 'NO_SHOW', at: sentAt, forgivenAt: sentAt });

    const data = await exportOf(a.cookie);
    expect(data.sessionCredits).toEqual([
      { packName: 'Five Pack', credits: 5, used: 1, left: 4, price: 150, purchasedAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    expect(new Date(data.sessionCredits[0]!.expiresAt).getTime() - new Date(data.sessionCredits[0]!.purchasedAt).getTime()).toBeGreaterThan(59 * 86_400_000);
    expect(data.waitlist).toEqual([
      {
        program: 'Export Clinic',
        session: 'Full one',
        date: full.date,
        time: full.time,
        athlete: `${a.firstName} ${a.lastName}`,
        status: 'WAITING',
        autoBook: false,
        joinedAt: expect.any(String),
        offerExpiresAt: null,
      },
    ]);
    expect(data.reminders).toEqual({
      emailEnabled: false,
      pushEnabled: true,
      smsEnabled: false,
      smsPhone: null,
      quietHours: { start: '22:00', end: '07:30' },
      pushDevices: [{ label: 'Firefox on Linux', createdAt: expect.any(String), lastSuccessAt: null }],
      sent: [
        {
          program: 'Export Clinic',
          date: paidSession.date,
          time: paidSession.time,
          hoursBefore: 48,
          channel: 'EMAIL',
          sentAt: sentAt.toISOString(),
          answer: 'CONFIRMED',
        },
      ],
      other: [{ kind: 'PICKUP', subjectId: 77, minutesBefore: 2880, sentAt: sentAt.toISOString() }],
    });
    expect(data.attendanceStrikes).toEqual([
      {
        kind: 'NO_SHOW',
        program: 'Export Clinic',
        date: paidSession.date,
        time: paidSession.time,
        at: sentAt.toISOString(),
        forgivenAt: sentAt.toISOString(),
        fee: null,
      },
    ]);

    // Another member's export has none of it; a member who chose nothing has the defaults.
    const theirs = await exportOf(other.cookie);
    expect(theirs.sessionCredits).toEqual([]);
    expect(theirs.waitlist).toEqual([]);
    expect(theirs.reminders).toEqual({
      emailEnabled: true,
      pushEnabled: true,
      smsEnabled: false,
      smsPhone: null,
      quietHours: { start: '21:00', end: '08:00' },
      pushDevices: [],
      sent: [],
      other: [],
    });
    // A device's push address and keys are never in the export (decision 058).
    expect(JSON.stringify(data)).not.toContain(PUSH_DEVICE.endpoint);
    expect(JSON.stringify(data)).not.toContain(PUSH_DEVICE.keys.auth);
    expect(theirs.attendanceStrikes).toEqual([]);
  });
});
