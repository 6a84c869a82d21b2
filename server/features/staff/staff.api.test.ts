import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../db/schema/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import { trainingSessions } from '../../db/schema/catalog.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff workspace on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const future = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

  it('answers 403 to a coach who is not staff, athletes and parents', async () => {
    const coach = await signupUser(t.app, 'COACH');
    const athlete = await signupUser(t.app);
    for (const u of [coach, athlete]) {
      expect((await call('GET', '/api/staff/programs', u.cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/staff/programs', u.cookie, { name: 'X', type: 'SOCCER', description: 'x', price: 10, duration: 60 })).statusCode).toBe(403);
      expect((await call('GET', '/api/dev/outbox', u.cookie)).statusCode).toBe(403);
    }
  });

  it('creates, edits, reorders and archives programs; archived ones leave the catalogue; all audited', async () => {
    const a = json<{ id: number }>(await call('POST', '/api/staff/programs', staff.cookie, { name: 'Goalkeeping Lab', type: 'SOCCER', description: 'Hands and footwork.', price: 65.5, duration: 75 }));
    const b = json<{ id: number }>(await call('POST', '/api/staff/programs', staff.cookie, { name: 'Shooting Clinic', type: 'BASKETBALL', description: 'Form shooting.', price: 40, duration: 60 }));
    expect((await call('POST', '/api/staff/programs', staff.cookie, { name: 'X', type: 'SOCCER', description: '', price: -1, duration: 5 })).statusCode).toBe(400);
    await call('PATCH', `/api/staff/programs/${a.id}`, staff.cookie, { price: 70 });
    await call('POST', '/api/staff/programs/reorder', staff.cookie, { ids: [b.id, a.id] });
    const catalogue = json<Array<{ id: number; price: number }>>(await t.app.inject({ method: 'GET', url: '/api/training-programs' }));
    expect(catalogue.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(catalogue.find((p) => p.id === a.id)!.price).toBe(70);
    await call('PATCH', `/api/staff/programs/${b.id}`, staff.cookie, { archived: true });
    expect(json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/training-programs' })).map((p) => p.id)).toEqual([a.id]);
    const log = json<Array<{ action: string; entity: string; actor: string }>>(await call('GET', '/api/staff/audit', staff.cookie));
    expect(log.slice(0, 5).map((e) => `${e.action}:${e.entity}`)).toEqual(['archive:program', 'reorder:program', 'update:program', 'create:program', 'create:program']);
    expect(log[0]!.actor).toBe(`Test ${staff.lastName}`);
  });

  it('creates a weekly series, edits the rest of it, and refuses capacity below bookings', async () => {
    const program = await createProgram(t.database.db, { name: 'Series Program' });
    const start = future(2);
    const created = json<{ id: number; created: number }>(
      await call('POST', '/api/staff/series', staff.cookie, { programId: program.id, weekdays: [0, 1, 2, 3, 4, 5, 6], time: '07:00', startDate: start, untilDate: future(8), capacity: 3, location: 'Speed Lab', sessionTitle: 'Ages 5-7' }),
    );
    expect(created.created).toBe(7);
    const sessions = await t.database.db.select().from(trainingSessions).where(eq(trainingSessions.seriesId, created.id));
    expect(sessions.every((s) => s.time === '07:00:00' && s.totalSpots === 3)).toBe(true);
    const sorted = sessions.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    const athlete = await signupUser(t.app);
    const other = await signupUser(t.app);
    await payAndBook(t.app, athlete.cookie, sorted[3]!.id);
    await payAndBook(t.app, other.cookie, sorted[3]!.id);
    const tooSmall = await call('PATCH', `/api/staff/sessions/${sorted[2]!.id}`, staff.cookie, { scope: 'following', capacity: 1 });
    expect(tooSmall.statusCode).toBe(409);
    expect(json(tooSmall).message).toMatch(/Capacity cannot be lower than the 2 spots already booked/);
    const moved = await call('PATCH', `/api/staff/sessions/${sorted[4]!.id}`, staff.cookie, { scope: 'following', time: '08:00', capacity: 5 });
    expect(json(moved).updated).toBe(3);
    const after = await t.database.db.select().from(trainingSessions).where(eq(trainingSessions.seriesId, created.id));
    expect(after.filter((s) => s.time === '08:00:00')).toHaveLength(3);
    expect(after.find((s) => s.id === sorted[3]!.id)).toMatchObject({ time: '07:00:00', availableSpots: 1 });
  });

  it('cancelling a session refunds every payer in full, e-mails them and reports the count', async () => {
    const program = await createProgram(t.database.db, { priceCents: 5000 });
    const s = await createSession(t.database.db, program.id, { hoursFromNow: 5 });
    const people = [await signupUser(t.app), await signupUser(t.app)];
    for (const p of people) await payAndBook(t.app, p.cookie, s.id);
    const res = await call('POST', `/api/staff/sessions/${s.id}/cancel`, staff.cookie);
    expect(json(res)).toMatchObject({ refunded: 2, message: 'Session cancelled. 2 bookings refunded in full.' });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, s.id));
    expect(rows.every((b) => b.status === 'CANCELLED' && b.refundedCents === 5000)).toBe(true);
    for (const b of rows) expect((await t.database.db.select().from(payments).where(eq(payments.id, b.paymentId!)))[0]!.status).toBe('REFUNDED');
    for (const p of people) expect((await t.database.db.select().from(outbox).where(eq(outbox.to, p.email))).some((m) => m.subject.startsWith('Session cancelled by'))).toBe(true);
    const list = json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/training-sessions' }));
    expect(list.map((x) => x.id)).not.toContain(s.id);
  });

  it('shows the roster with waiver status, records attendance, and no-shows stop counting', async () => {
    const program = await createProgram(t.database.db);
    const s = await createSession(t.database.db, program.id);
    const a = await signupUser(t.app);
    const booking = json<{ id: number }>(await payAndBook(t.app, a.cookie, s.id));
    const roster = json<Array<{ bookingId: number; waiverSigned: boolean }>>(await call('GET', `/api/staff/sessions/${s.id}/roster`, staff.cookie));
    // Booking needs the athlete's signed waiver (decision 019), so a booked athlete's roster row shows it.
    expect(roster).toMatchObject([{ bookingId: booking.id, waiverSigned: true }]);
    const stats = async () => json<{ totalSessions: number }>(await call('GET', '/api/dashboard-stats', a.cookie)).totalSessions;
    expect(await stats()).toBe(1);
    const mark = (attendance: string | null) => call('POST', `/api/staff/bookings/${booking.id}/attendance`, staff.cookie, { attendance });
    // Three days ahead: no check-in yet (it opens 1 hour before the start), no no-show before the start.
    const early = await mark('CHECKED_IN');
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('Check-in opens 60 minutes before the session starts.');
    expect((await mark('NO_SHOW')).statusCode).toBe(409);
    const moveStart = (minutes: number) => t.database.db.update(trainingSessions).set({ startsAt: new Date(Date.now() + minutes * 60_000) }).where(eq(trainingSessions.id, s.id));
    await moveStart(50);
    expect((await mark('CHECKED_IN')).statusCode).toBe(200);
    await moveStart(-10);
    expect((await mark('NO_SHOW')).statusCode).toBe(200);
    expect(await stats()).toBe(0);
    expect((await mark('CHECKED_IN')).statusCode).toBe(200);
    expect(await stats()).toBe(1);
  });

  it('manages news (the feed updates at once), games, alumni, plans; reports and CSV', async () => {
    const post = json<{ id: number }>(await call('POST', '/api/staff/posts', staff.cookie, { title: 'Weekend Camp Recap', content: 'Great work everyone.' }));
    const feed = json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/content-feed' }));
    expect(feed[0]!.id).toBe(post.id);
    await call('DELETE', `/api/staff/posts/${post.id}`, staff.cookie);
    expect(json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/content-feed' })).map((p) => p.id)).not.toContain(post.id);

    const game = json<{ id: number }>(await call('POST', '/api/staff/games', staff.cookie, { title: 'Sunday 5v5', sport: 'basketball', date: future(3), startTime: '18:00', endTime: '20:00', location: 'Court 1', maxPlayers: 10, cost: 800, skillLevel: 'All' }));
    expect(json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/pickup-games' })).map((g) => g.id)).toContain(game.id);
    expect((await call('POST', '/api/staff/alumni', staff.cookie, { slug: 'new-star', fullName: 'New Star', featured: true })).statusCode).toBe(201);
    expect((await call('POST', '/api/staff/alumni', staff.cookie, { slug: 'new-star', fullName: 'Dup' })).statusCode).toBe(409);
    await call('PATCH', '/api/staff/plans/PLUS', staff.cookie, { price: 34, maxMediaUploads: 25 });
    const plus = json<Array<{ name: string; price: number; maxMediaUploads: number }>>(await t.app.inject({ method: 'GET', url: '/api/subscription/plans' })).find((p) => p.name === 'PLUS');
    expect(plus).toMatchObject({ price: 34, maxMediaUploads: 25 });

    const report = json<Array<{ bookings: number; revenue: number }>>(await call('GET', '/api/staff/reports?weeks=8', staff.cookie));
    expect(report.reduce((n, r) => n + r.bookings, 0)).toBeGreaterThan(0);
    const csv = await call('GET', '/api/staff/reports/bookings.csv', staff.cookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('"Booking","Status","Program","Session date","Session time","Athlete","Athlete e-mail","Paid by","Amount paid","Refunded","Attendance","Booked at"');
  });

  it('staff can flag other coaches as staff', async () => {
    const coach = await signupUser(t.app, 'COACH');
    expect((await call('GET', '/api/staff/programs', coach.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/coaches/${coach.user.id}/staff`, staff.cookie, { isStaff: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/programs', coach.cookie)).statusCode).toBe(200);
  });
});
