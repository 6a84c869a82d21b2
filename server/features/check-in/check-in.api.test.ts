import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POLICY_DEFAULTS } from '../../../common/attendance-policy.ts';
import type { Booking } from '../../../common/bookings.ts';
import { attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

/* Issue 32, decision 057: every booking's QR code checks its athlete in, scanned by staff or at a front-desk kiosk. */
describe(`check-in by code and the kiosk on ${testDbKind()}`, { timeout: 300_000 }, () => {
  const env = staffTestApp();
  const db = () => env.t.database.db;
  const scan = (code: unknown, cookie = env.staff.cookie) => env.call('POST', '/api/staff/check-in', cookie, { code });
  const kioskScan = (code: unknown, cookie: string) => env.call('POST', '/api/kiosk/check-in', cookie, { code });
  const startIn = (sessionId: number, minutes: number) =>
    db()
      .update(trainingSessions)
      .set({ startsAt: new Date(Date.now() + minutes * 60_000) })
      .where(eq(trainingSessions.id, sessionId));
  const attendanceOf = async (id: number) => (await db().select({ a: bookings.attendance }).from(bookings).where(eq(bookings.id, id)))[0]?.a ?? null;
  const checkIns = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'check-in'), eq(auditLog.entityId, String(id))));

  /** Another staff member (a kiosk's start ends its starter's sign-in on that device). */
  async function newStaff() {
    const staff = await signupUser(env.t.app, 'COACH');
    await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    return staff;
  }

  /** A paid booking of a new session starting in `minutes`, with its code as the member's list has it. */
  async function booked(minutes: number, who?: Awaited<ReturnType<typeof signupUser>>) {
    const member = who ?? (await signupUser(env.t.app, 'ATHLETE', { firstName: 'Jamie', lastName: 'Doyle' }));
    const program = await createProgram(db(), { name: 'Speed Lab' });
    const s = await createSession(db(), program.id, { hoursFromNow: 48 });
    const res = await payAndBook(env.t.app, member.cookie, s.id);
    expect(res.statusCode).toBe(200);
    const id = json<{ id: number }>(res).id;
    await startIn(s.id, minutes);
    const mine = json<Booking[]>(await env.call('GET', '/api/my-bookings', member.cookie)).find((b) => b.id === id)!;
    return { id, sessionId: s.id, code: mine.checkInCode, member };
  }

  it('gives every booking a code, in the member list and in the confirmation e-mail with its QR code', async () => {
    const b = await booked(24 * 60);
    expect(b.code).toMatch(/^[0-9A-F]{8}$/);
    const shown = `${b.code.slice(0, 4)}-${b.code.slice(4)}`;
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, b.member.user.email), like(outbox.subject, 'Session confirmed:%')));
    expect(mail!.text).toContain(`Check-in code: ${shown}.`);
    const png = mail!.attachments.find((a) => a.contentType === 'image/png')!;
    expect(png).toMatchObject({ filename: `check-in-${b.code}.png`, encoding: 'base64' });
    expect(Buffer.from(png.content, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // Another booking has another code.
    expect((await booked(24 * 60)).code).not.toBe(b.code);
  });

  it('checks in from 60 minutes before the start to the end, once, and says why not otherwise', async () => {
    const b = await booked(90);
    const early = await scan(b.code);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('Check-in opens 60 minutes before the session starts.');
    await startIn(b.sessionId, 30);
    // Typed as people type it: lower case, a space, the letter O for the digit 0.
    const typed = `${b.code.slice(0, 4).toLowerCase()} ${b.code.slice(4)}`.replace(/0/g, 'o');
    const first = await scan(typed);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({
      message: 'Checked in',
      checkedIn: true,
      bookingId: b.id,
      athlete: { firstName: 'Jamie', lastName: 'Doyle' },
      session: { id: b.sessionId, name: 'Speed Lab' },
    });
    expect(await attendanceOf(b.id)).toBe('CHECKED_IN');
    const roster = json<Array<{ bookingId: number; attendance: string | null }>>(
      await env.call('GET', `/api/staff/sessions/${b.sessionId}/roster`, env.staff.cookie),
    );
    expect(roster.find((r) => r.bookingId === b.id)?.attendance).toBe('CHECKED_IN');
    expect(json(await scan(b.code))).toMatchObject({ message: 'Already checked in', checkedIn: false });
    expect(await checkIns(b.id)).toHaveLength(1);
    // The member sees it in their list.
    expect(json<Booking[]>(await env.call('GET', '/api/my-bookings', b.member.cookie)).find((x) => x.id === b.id)?.attendance).toBe('CHECKED_IN');

    const over = await booked(-61);
    expect(json(await scan(over.code))).toMatchObject({ message: 'This session has ended.' });
    const cancelled = await booked(24 * 60);
    expect((await env.call('POST', `/api/session-bookings/${cancelled.id}/cancel`, cancelled.member.cookie)).statusCode).toBe(200);
    await startIn(cancelled.sessionId, 10);
    const refused = await scan(cancelled.code);
    expect([refused.statusCode, json(refused).message]).toEqual([409, 'This booking was cancelled.']);
    const unknown = await env.t.app.inject({
      method: 'POST',
      url: '/api/staff/check-in',
      headers: { cookie: env.staff.cookie, 'accept-language': 'es' },
      payload: { code: 'FFFF-FFFF' },
    });
    // (A random code may exist, but not near now: the odds are 1 in 4 billion per booking.)
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, 'Ninguna reserva tiene este código. Revísalo e inténtalo de nuevo.']);
  });

  it('refuses members, bad codes and hostile input with a clear 4xx', async () => {
    const b = await booked(30);
    expect((await scan(b.code, b.member.cookie)).statusCode).toBe(403);
    expect((await env.call('POST', '/api/staff/check-in', '')).statusCode).toBe(401);
    for (const code of ['', 'ABC', 'GGGG-GGGG', '3F9A-C21B-7', 'a'.repeat(65), '3F9A\u0000C21B', 12345678, null, ['3F9AC21B']]) {
      const res = await scan(code);
      expect(res.statusCode, String(code)).toBe(400);
      expect(json(res).message).toBeTruthy();
    }
    expect((await env.call('POST', '/api/staff/check-in', env.staff.cookie)).statusCode).toBe(400);
    expect(await attendanceOf(b.id)).toBeNull();
  });

  it('a late arrival marked as a no-show is checked in after all, and the strike goes', async () => {
    await env.call('PUT', '/api/staff/attendance-policy', env.staff.cookie, { ...POLICY_DEFAULTS, mode: 'STRIKES' });
    const b = await booked(-10);
    expect((await env.call('POST', `/api/staff/bookings/${b.id}/attendance`, env.staff.cookie, { attendance: 'NO_SHOW' })).statusCode).toBe(200);
    expect(await db().select().from(attendanceStrikes).where(eq(attendanceStrikes.bookingId, b.id))).toHaveLength(1);
    expect(json(await scan(b.code))).toMatchObject({ checkedIn: true });
    expect(await attendanceOf(b.id)).toBe('CHECKED_IN');
    const strikes = await db().select().from(attendanceStrikes).where(eq(attendanceStrikes.bookingId, b.id));
    expect(strikes.every((s) => s.forgivenAt !== null) || strikes.length === 0).toBe(true);
    await env.call('PUT', '/api/staff/attendance-policy', env.staff.cookie, { ...POLICY_DEFAULTS });
  });

  it('a kiosk: started by staff (whose sign-in on the device ends), opens only check-in, shows a first name and initial, ends', async () => {
    const staff = await newStaff();
    expect((await env.call('POST', '/api/staff/kiosks', staff.cookie, { label: '' })).statusCode).toBe(400);
    const started = await env.call('POST', '/api/staff/kiosks', staff.cookie, { label: 'Front desk' });
    expect(started.statusCode).toBe(201);
    expect(json(started)).toMatchObject({ label: 'Front desk' });
    const kioskCookie = started.cookies.find((c) => c.name === 'kiosk')!;
    expect(kioskCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(started.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const kiosk = `kiosk=${kioskCookie.value}`;
    // The staff member's own sign-in on that device is over; the kiosk's cookie opens nothing else.
    expect((await env.call('GET', '/api/auth/user', staff.cookie)).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/auth/user'],
      ['GET', '/api/my-bookings'],
      ['GET', '/api/staff/kiosks'],
      ['POST', '/api/staff/check-in'],
    ] as const) {
      expect((await env.call(method, url, kiosk, { code: 'FFFFFFFF' })).statusCode, url).toBeGreaterThanOrEqual(401);
    }
    expect(json(await env.call('GET', '/api/kiosk', kiosk))).toMatchObject({ label: 'Front desk' });
    expect((await env.call('GET', '/api/kiosk', '')).statusCode).toBe(401);
    expect((await kioskScan('FFFFFFFF', '')).statusCode).toBe(401);

    const b = await booked(45);
    const res = await kioskScan(b.code, kiosk);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Checked in', checkedIn: true, name: 'Jamie D.', session: expect.objectContaining({ name: 'Speed Lab' }) });
    expect(JSON.stringify(json(res))).not.toContain('Doyle');
    expect((await checkIns(b.id))[0]).toMatchObject({ actorId: staff.user.id, details: { via: 'kiosk', kiosk: 'Front desk' } });

    const list = json<Array<{ id: number; label: string }>>(await env.call('GET', '/api/staff/kiosks', env.staff.cookie));
    const mine = list.find((k) => k.label === 'Front desk')!;
    expect(mine).toBeTruthy();
    expect(json(await env.call('DELETE', `/api/staff/kiosks/${mine.id}`, env.staff.cookie))).toMatchObject({ message: 'Kiosk ended.' });
    expect((await env.call('DELETE', `/api/staff/kiosks/${mine.id}`, env.staff.cookie)).statusCode).toBe(404);
    const after = await env.call('GET', '/api/kiosk', kiosk);
    expect([after.statusCode, json(after).message]).toEqual([401, 'This kiosk was ended. Staff can start it again from Check-in.']);
    expect(after.cookies.find((c) => c.name === 'kiosk')?.value).toBe('');

    // Ended from its own screen.
    const again = await env.call('POST', '/api/staff/kiosks', (await newStaff()).cookie, { label: 'Gym door' });
    const second = `kiosk=${again.cookies.find((c) => c.name === 'kiosk')!.value}`;
    // Each device reads its own kiosk (the read cache keeps no anonymous answer of another's).
    const third = await env.call('POST', '/api/staff/kiosks', (await newStaff()).cookie, { label: 'Pool door' });
    const thirdCookie = `kiosk=${third.cookies.find((c) => c.name === 'kiosk')!.value}`;
    expect(json(await env.call('GET', '/api/kiosk', second))).toMatchObject({ label: 'Gym door' });
    expect(json(await env.call('GET', '/api/kiosk', thirdCookie))).toMatchObject({ label: 'Pool door' });
    expect(json(await env.call('POST', '/api/kiosk/end', second))).toMatchObject({ message: 'Kiosk ended.' });
    expect((await kioskScan(b.code, second)).statusCode).toBe(401);
  });

  it('limits a kiosk to 30 scans a minute', async () => {
    const staff = await newStaff();
    const started = await env.call('POST', '/api/staff/kiosks', staff.cookie, { label: 'Busy desk' });
    const kiosk = `kiosk=${started.cookies.find((c) => c.name === 'kiosk')!.value}`;
    const answers = await Promise.all(Array.from({ length: 32 }, () => kioskScan('EEEEEEEE', kiosk)));
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(30);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(json(refused[0]!).message).toBe('Too many check-in attempts. Please wait a moment and try again.');
  });

  it('scans racing each other check in once (20 trials of two staff scans and a kiosk scan)', async () => {
    const staff = await newStaff();
    const started = await env.call('POST', '/api/staff/kiosks', staff.cookie, { label: 'Race desk' });
    const kiosk = `kiosk=${started.cookies.find((c) => c.name === 'kiosk')!.value}`;
    for (let trial = 0; trial < 20; trial++) {
      const b = await booked(20);
      const answers = await Promise.all([scan(b.code), scan(b.code), kioskScan(b.code, kiosk)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(answers.filter((r) => json(r).checkedIn === true)).toHaveLength(1);
      expect(await checkIns(b.id)).toHaveLength(1);
      expect(await attendanceOf(b.id)).toBe('CHECKED_IN');
    }
  });
});
