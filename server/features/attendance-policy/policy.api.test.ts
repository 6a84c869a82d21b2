import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../../common/age.ts';
import { POLICY_DEFAULTS, type StaffPolicy, type Standing } from '../../../common/attendance-policy.ts';
import { attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { createIntent, createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

/* Issue 32, decision 059: no-shows and late cancellations are strikes; enough of them pause booking; staff forgive. */
describe(`the no-show and late-cancel policy on ${testDbKind()}`, { timeout: 240_000 }, () => {
  const env = staffTestApp();
  const db = () => env.t.database.db;
  const save = (body: object) => env.call('PUT', '/api/staff/attendance-policy', env.staff.cookie, body);
  const mark = (bookingId: number, attendance: string | null) =>
    env.call('POST', `/api/staff/bookings/${bookingId}/attendance`, env.staff.cookie, { attendance });
  const strikesOf = (athleteId: number) => db().select().from(attendanceStrikes).where(eq(attendanceStrikes.athleteId, athleteId));
  const startIn = (sessionId: number, minutes: number) =>
    db()
      .update(trainingSessions)
      .set({ startsAt: new Date(Date.now() + minutes * 60_000) })
      .where(eq(trainingSessions.id, sessionId));
  const standing = async (cookie: string, athleteId?: number) =>
    json<Standing>(await env.call('GET', `/api/attendance-standing${athleteId ? `?athleteId=${athleteId}` : ''}`, cookie));

  /** A booking of a new session, started `minutesAgo` ago (for a no-show mark). */
  async function bookedAndStarted(cookie: string, programId: number, minutesAgo = 10) {
    const s = await createSession(db(), programId, { hoursFromNow: 48 });
    const res = await payAndBook(env.t.app, cookie, s.id);
    expect(res.statusCode).toBe(200);
    await startIn(s.id, -minutesAgo);
    return json<{ id: number }>(res).id;
  }

  it('starts with no policy: the defaults are shown, and a no-show records nothing', async () => {
    const got = json<StaffPolicy>(await env.call('GET', '/api/staff/attendance-policy', env.staff.cookie));
    expect(got.policy).toEqual({ ...POLICY_DEFAULTS, updatedAt: null, updatedBy: null });
    const program = await createProgram(db());
    const a = await signupUser(env.t.app);
    const bookingId = await bookedAndStarted(a.cookie, program.id);
    expect((await mark(bookingId, 'NO_SHOW')).statusCode).toBe(200);
    expect(await strikesOf(a.user.id)).toHaveLength(0);
    expect(await standing(a.cookie)).toMatchObject({ mode: 'NONE', strikes: 0, pausedUntil: null });
  });

  it('is staff-only, validates every number, and audits a save', async () => {
    const a = await signupUser(env.t.app);
    expect((await env.call('PUT', '/api/staff/attendance-policy', a.cookie, { ...POLICY_DEFAULTS, mode: 'STRIKES' })).statusCode).toBe(403);
    expect((await env.call('GET', '/api/staff/attendance-policy', a.cookie)).statusCode).toBe(403);
    for (const [body, message] of [
      [{ ...POLICY_DEFAULTS, strikeLimit: 11 }, 'Choose between 1 and 10 strikes.'],
      [{ ...POLICY_DEFAULTS, windowDays: 3 }, 'Choose a period of 7 to 365 days.'],
      [{ ...POLICY_DEFAULTS, blockDays: 1e12 }, 'Choose a pause of 1 to 90 days.'],
      [{ ...POLICY_DEFAULTS, mode: 'FEE\u0000' }, 'Choose no policy, strikes or a fee.'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain(message);
    }
    expect((await env.t.app.inject({ method: 'PUT', url: '/api/staff/attendance-policy', headers: { cookie: env.staff.cookie } })).statusCode).toBe(400);
    const res = await save({ mode: 'STRIKES', strikeLimit: 2, windowDays: 30, blockDays: 7 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Attendance policy saved.',
      policy: { mode: 'STRIKES', strikeLimit: 2, windowDays: 30, blockDays: 7, updatedBy: `${env.staff.firstName} ${env.staff.lastName}` },
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.attendance_policy'));
    expect(audits.at(-1)!.details).toMatchObject({ from: null, to: { mode: 'STRIKES', strikeLimit: 2 } });
  });

  it('a no-show and a late cancellation are strikes; at the limit booking pauses (every way of booking), and forgiving lifts it', async () => {
    await save({ mode: 'STRIKES', strikeLimit: 2, windowDays: 30, blockDays: 7 });
    const program = await createProgram(db(), { priceCents: 3000 });
    const a = await signupUser(env.t.app);

    // A no-show mark is a strike; clearing the mark takes it back; marking again gives it again.
    const first = await bookedAndStarted(a.cookie, program.id);
    expect((await mark(first, 'NO_SHOW')).statusCode).toBe(200);
    expect(await strikesOf(a.user.id)).toMatchObject([{ bookingId: first, kind: 'NO_SHOW', forgivenAt: null }]);
    expect((await mark(first, null)).statusCode).toBe(200);
    expect(await strikesOf(a.user.id)).toHaveLength(0);
    expect((await mark(first, 'NO_SHOW')).statusCode).toBe(200);
    expect(await standing(a.cookie)).toMatchObject({ mode: 'STRIKES', strikes: 1, pausedUntil: null, strikeLimit: 2 });

    // Cancelling 2 days ahead is no strike; 5 hours ahead is a late cancellation.
    const early = await createSession(db(), program.id, { hoursFromNow: 48 });
    const earlyBooking = json<{ id: number }>(await payAndBook(env.t.app, a.cookie, early.id)).id;
    expect((await env.call('POST', `/api/session-bookings/${earlyBooking}/cancel`, a.cookie)).statusCode).toBe(200);
    expect(await strikesOf(a.user.id)).toHaveLength(1);
    const late = await createSession(db(), program.id, { hoursFromNow: 5 });
    const lateBooking = json<{ id: number }>(await payAndBook(env.t.app, a.cookie, late.id)).id;
    expect((await env.call('POST', `/api/session-bookings/${lateBooking}/cancel`, a.cookie)).statusCode).toBe(200);
    const list = await strikesOf(a.user.id);
    expect(list.map((s) => s.kind).sort()).toEqual(['LATE_CANCEL', 'NO_SHOW']);

    // Two strikes within 30 days: booking is paused for 7 days after the last, with the date the pause ends.
    const lastAt = Math.max(...list.map((s) => s.at.getTime()));
    const until = dayIn(env.t.app.ctx.config.FACILITY_TZ, new Date(lastAt + 7 * 86_400_000));
    const next = await createSession(db(), program.id, { hoursFromNow: 72 });
    const refused = await createIntent(env.t.app, a.cookie, { sessionId: next.id });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: en('attendancePolicy.paused', { until, limit: 2, days: 30 }), code: 'booking_paused' });
    const spanish = await env.t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: a.cookie, 'accept-language': 'es' },
      payload: { sessionId: next.id },
    });
    expect(json(spanish).message).toBe(
      `Las reservas están en pausa hasta el ${until}: 2 sesiones perdidas o canceladas tarde en 30 días. Contacta con recepción si crees que es un error.`,
    );
    const waitlist = await env.call('POST', '/api/waitlist', a.cookie, { sessionId: next.id });
    expect(waitlist.statusCode).toBe(409);
    expect(json(waitlist).message).toBe(en('attendancePolicy.paused', { until, limit: 2, days: 30 }));
    const mine = await standing(a.cookie);
    expect(mine).toMatchObject({ strikes: 2 });
    expect(mine.pausedUntil).toBe(new Date(lastAt + 7 * 86_400_000).toISOString());

    // Staff see both strikes with the pause; forgiving one lifts it (once), and the athlete books.
    const staffView = json<StaffPolicy>(await env.call('GET', '/api/staff/attendance-policy', env.staff.cookie));
    const hers = staffView.strikes.filter((s) => s.athleteId === a.user.id);
    expect(hers).toHaveLength(2);
    expect(hers.every((s) => s.pausedUntil === mine.pausedUntil && s.athleteName === `${a.firstName} ${a.lastName}`)).toBe(true);
    expect((await env.call('POST', `/api/staff/attendance-strikes/${hers[0]!.id}/forgive`, a.cookie)).statusCode).toBe(403);
    expect(json(await env.call('POST', `/api/staff/attendance-strikes/${hers[0]!.id}/forgive`, env.staff.cookie))).toEqual({ message: 'Strike forgiven.' });
    const again = await env.call('POST', `/api/staff/attendance-strikes/${hers[0]!.id}/forgive`, env.staff.cookie);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This strike was already forgiven.');
    expect((await payAndBook(env.t.app, a.cookie, next.id)).statusCode).toBe(200);
    expect(await standing(a.cookie)).toMatchObject({ strikes: 1, pausedUntil: null });
    await save({ ...POLICY_DEFAULTS });
  });

  it("shows a parent their child's standing, and no one else's", async () => {
    await save({ mode: 'STRIKES', strikeLimit: 1, windowDays: 30, blockDays: 3 });
    const program = await createProgram(db());
    const parent = await signupUser(env.t.app, 'PARENT');
    const child = await signupUser(env.t.app);
    const stranger = await signupUser(env.t.app);
    await linkParent(db(), parent.user.id, child.user);
    const bookingId = await bookedAndStarted(child.cookie, program.id);
    expect((await mark(bookingId, 'NO_SHOW')).statusCode).toBe(200);
    const seen = await standing(parent.cookie, child.user.id);
    expect(seen).toMatchObject({ strikes: 1, strikeLimit: 1, blockDays: 3 });
    expect(seen.pausedUntil).not.toBeNull();
    expect((await env.call('GET', `/api/attendance-standing?athleteId=${stranger.user.id}`, parent.cookie)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '99999999999999999999', '1%00']) {
      expect((await env.call('GET', `/api/attendance-standing?athleteId=${bad}`, parent.cookie)).statusCode).toBe(400);
      expect((await env.call('POST', `/api/staff/attendance-strikes/${bad}/forgive`, env.staff.cookie)).statusCode).toBe(400);
    }
    expect((await env.call('POST', '/api/staff/attendance-strikes/2147483647/forgive', env.staff.cookie)).statusCode).toBe(404);
    // An athlete's own standing ignores an athleteId.
    expect((await standing(child.cookie, stranger.user.id)).strikes).toBe(1);
    await save({ ...POLICY_DEFAULTS });
  });

  it('marks at once give one strike, and forgives at once forgive once (20 trials)', async () => {
    await save({ mode: 'STRIKES', strikeLimit: 3, windowDays: 60, blockDays: 7 });
    const program = await createProgram(db());
    const people: number[] = [];
    for (let trial = 0; trial < 20; trial++) {
      // A new athlete each trial: the Free plan books 4 sessions a month.
      const a = await signupUser(env.t.app);
      people.push(a.user.id);
      const bookingId = await bookedAndStarted(a.cookie, program.id);
      const marks = await Promise.all(Array.from({ length: 4 }, () => mark(bookingId, 'NO_SHOW')));
      expect(marks.every((r) => r.statusCode === 200)).toBe(true);
      const rows = await db().select().from(attendanceStrikes).where(eq(attendanceStrikes.bookingId, bookingId));
      expect(rows).toHaveLength(1);
      const forgives = await Promise.all(
        Array.from({ length: 4 }, () => env.call('POST', `/api/staff/attendance-strikes/${rows[0]!.id}/forgive`, env.staff.cookie)),
      );
      expect(forgives.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    }
    const all = await db().select().from(attendanceStrikes).where(inArray(attendanceStrikes.athleteId, people));
    expect(all).toHaveLength(20);
    expect(all.every((s) => s.forgivenAt !== null)).toBe(true);
    await save({ ...POLICY_DEFAULTS });
  });
});
