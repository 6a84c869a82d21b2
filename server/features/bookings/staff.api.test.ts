import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { payments } from '../../db/schema/payments.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`the staff side of bookings on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('cancelling a session refunds every payer in full, e-mails them and reports the count', async () => {
    const program = await createProgram(env.t.database.db, { priceCents: 5000 });
    const s = await createSession(env.t.database.db, program.id, { hoursFromNow: 5 });
    const people = [await signupUser(env.t.app), await signupUser(env.t.app)];
    for (const p of people) await payAndBook(env.t.app, p.cookie, s.id);
    const res = await env.call('POST', `/api/staff/sessions/${s.id}/cancel`, env.staff.cookie);
    expect(json(res)).toMatchObject({ refunded: 2, message: 'Session cancelled. 2 bookings refunded in full.' });
    const rows = await env.t.database.db.select().from(bookings).where(eq(bookings.sessionId, s.id));
    expect(rows.every((b) => b.status === 'CANCELLED' && b.refundedCents === 5000)).toBe(true);
    for (const b of rows) expect((await env.t.database.db.select().from(payments).where(eq(payments.id, b.paymentId!)))[0]!.status).toBe('REFUNDED');
    for (const p of people)
      expect((await env.t.database.db.select().from(outbox).where(eq(outbox.to, p.email))).some((m) => m.subject.startsWith('Session cancelled by'))).toBe(
        true,
      );
    const list = json<Array<{ id: number }>>(await env.t.app.inject({ method: 'GET', url: '/api/training-sessions' }));
    expect(list.map((x) => x.id)).not.toContain(s.id);
  });

  it('shows the roster with waiver status, records attendance, and no-shows stop counting', async () => {
    const program = await createProgram(env.t.database.db);
    const s = await createSession(env.t.database.db, program.id);
    const a = await signupUser(env.t.app);
    const booking = json<{ id: number }>(await payAndBook(env.t.app, a.cookie, s.id));
    const roster = json<Array<{ bookingId: number; waiverVersion: number | null; waiverCurrent: boolean }>>(
      await env.call('GET', `/api/staff/sessions/${s.id}/roster`, env.staff.cookie),
    );
    // Booking needs the athlete's signed waiver (decision 019), so a booked athlete's roster row shows it.
    expect(roster).toMatchObject([{ bookingId: booking.id, waiverVersion: 1, waiverCurrent: true }]);
    const stats = async () => json<{ totalSessions: number }>(await env.call('GET', '/api/dashboard-stats', a.cookie)).totalSessions;
    expect(await stats()).toBe(1);
    const mark = (attendance: string | null) => env.call('POST', `/api/staff/bookings/${booking.id}/attendance`, env.staff.cookie, { attendance });
    // Three days ahead: no check-in yet (it opens 1 hour before the start), no no-show before the start.
    const early = await mark('CHECKED_IN');
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ message: 'Check-in opens 60 minutes before the session starts.', messageId: 'checkIn.opensBefore' });
    // Worded by its id in the asker's language (decision 071).
    const spanish = await env.t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booking.id}/attendance`,
      headers: { cookie: env.staff.cookie, 'accept-language': 'es' },
      payload: { attendance: 'CHECKED_IN' },
    });
    expect(json(spanish).message).toBe('El registro de asistencia se abre 60 minutos antes de que empiece la sesión.');
    expect((await mark('NO_SHOW')).statusCode).toBe(409);
    const moveStart = (minutes: number) =>
      env.t.database.db
        .update(trainingSessions)
        .set({ startsAt: new Date(Date.now() + minutes * 60_000) })
        .where(eq(trainingSessions.id, s.id));
    await moveStart(50);
    expect((await mark('CHECKED_IN')).statusCode).toBe(200);
    await moveStart(-10);
    expect((await mark('NO_SHOW')).statusCode).toBe(200);
    expect(await stats()).toBe(0);
    expect((await mark('CHECKED_IN')).statusCode).toBe(200);
    expect(await stats()).toBe(1);
  });

  it('reports bookings per week and downloads them as CSV', async () => {
    const program = await createProgram(env.t.database.db);
    const s = await createSession(env.t.database.db, program.id);
    await payAndBook(env.t.app, (await signupUser(env.t.app)).cookie, s.id);
    const report = json<Array<{ bookings: number; revenue: number }>>(await env.call('GET', '/api/staff/reports?weeks=8', env.staff.cookie));
    expect(report.reduce((n, r) => n + r.bookings, 0)).toBeGreaterThan(0);
    const csv = await env.call('GET', '/api/staff/reports/bookings.csv', env.staff.cookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '"Booking","Status","Program","Session date","Session time","Athlete","Athlete e-mail","Paid by","Amount paid","Refunded","Attendance","Booked at"',
    );
  });
});
