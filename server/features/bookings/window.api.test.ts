import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_NOT_OPEN_CODE } from '../../../common/booking-window.ts';
import type { TrainingSession } from '../../../common/programs.ts';
import { bookings, spotHolds } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { facilityDate, facilityInstant } from '../../db/seed/time.ts';
import { createIntent, createProgram, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

/** Booking windows and priority booking (issue 32, decision 056), on each database. */
describe(`booking windows on ${testDbKind()}`, { timeout: 120_000 }, () => {
  const env = staffTestApp();
  const db = () => env.t.database.db;
  const tz = () => env.t.app.ctx.config.FACILITY_TZ;
  const longDate = (date: string) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );

  /** A session `days` facility days from today at 10:00, of a program with this window. */
  const sessionIn = async (days: number, window: { bookingOpensDays: number | null; priorityDays?: number }, spots = 5) => {
    const program = await createProgram(db(), { bookingOpensDays: window.bookingOpensDays, priorityDays: window.priorityDays ?? 3 });
    const date = facilityDate(tz(), days);
    const [s] = await db()
      .insert(trainingSessions)
      .values({
        programId: program.id,
        date,
        time: '10:00:00',
        startsAt: facilityInstant(tz(), date, '10:00:00'),
        totalSpots: spots,
        availableSpots: spots,
        location: 'Court 1',
      })
      .returning();
    return { program, session: s!, date };
  };
  const member = async (tier: 'FREE' | 'PLUS' | 'PRO', role: 'ATHLETE' | 'PARENT' = 'ATHLETE') => {
    const m = await signupUser(env.t.app, role);
    await db().update(users).set({ subscriptionTier: tier }).where(eq(users.id, m.user.id));
    if (role === 'ATHLETE') await registerAthlete(db(), m.user.id);
    return m;
  };
  const intent = (cookie: string, sessionId: number, extra: Record<string, unknown> = {}) => createIntent(env.t.app, cookie, { sessionId, ...extra });
  const holdsOf = async (sessionId: number) => (await db().select().from(spotHolds).where(eq(spotHolds.sessionId, sessionId))).length;

  it('a Free member is refused before the window with the day it opens, in English and Spanish, on every way of booking', async () => {
    // 14-day window: a session 16 days out opens for everyone 2 days from today, for priority plans 1 day ago.
    const { session, program } = await sessionIn(16, { bookingOpensDays: 14 });
    const opensOn = facilityDate(tz(), 2);
    const free = await member('FREE');
    const refused = await intent(free.cookie, session.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: `Booking for this session opens on ${longDate(opensOn)}.`, code: BOOKING_NOT_OPEN_CODE, opensOn });
    const es = await env.t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: free.cookie, 'accept-language': 'es' },
      payload: { sessionId: session.id },
    });
    expect(json<{ message: string }>(es).message).toMatch(/^La reserva de esta sesión se abre el \S+, \d+ de \S+ de \d{4}\.$/);
    // With a session pack credit, and joining the line: the same refusal before anything else.
    const credit = await env.call('POST', '/api/session-bookings/with-credit', free.cookie, { sessionId: session.id });
    expect(credit.statusCode).toBe(409);
    expect(json(credit)).toMatchObject({ code: BOOKING_NOT_OPEN_CODE, opensOn });
    const line = await env.call('POST', '/api/waitlist', free.cookie, { sessionId: session.id });
    expect(line.statusCode).toBe(409);
    expect(json(line)).toMatchObject({ code: BOOKING_NOT_OPEN_CODE, opensOn });
    expect(await holdsOf(session.id)).toBe(0);

    // The schedule says when it opens, from the program already loaded.
    const listed = json<TrainingSession[]>(await env.t.app.inject({ method: 'GET', url: '/api/training-sessions' })).find((s) => s.id === session.id)!;
    expect(listed.bookingOpens).toEqual({ everyone: opensOn, priority: facilityDate(tz(), -1) });
    expect(program.priorityDays).toBe(3);
  });

  it('a Plus member books inside the priority window; before it, they are told their own day', async () => {
    const { session } = await sessionIn(16, { bookingOpensDays: 14 });
    const plus = await member('PLUS');
    expect((await payAndBook(env.t.app, plus.cookie, session.id)).statusCode).toBe(200);
    expect(await db().select().from(bookings).where(eq(bookings.sessionId, session.id))).toHaveLength(1);

    // 20 days out: opens for everyone in 6 days, for priority plans in 3.
    const later = await sessionIn(20, { bookingOpensDays: 14 });
    const early = await intent(plus.cookie, later.session.id);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ code: BOOKING_NOT_OPEN_CODE, opensOn: facilityDate(tz(), 3) });
  });

  it("the priority days are the program's: 0 gives no head start, 10 a longer one", async () => {
    const plus = await member('PLUS');
    const none = await sessionIn(16, { bookingOpensDays: 14, priorityDays: 0 });
    expect(json(await intent(plus.cookie, none.session.id))).toMatchObject({ code: BOOKING_NOT_OPEN_CODE, opensOn: facilityDate(tz(), 2) });
    const long = await sessionIn(20, { bookingOpensDays: 14, priorityDays: 10 });
    expect((await intent(plus.cookie, long.session.id)).statusCode).toBe(200);
  });

  it('no window: always open, even months ahead; the day it opens for everyone is open to everyone', async () => {
    const free = await member('FREE');
    const open = await sessionIn(90, { bookingOpensDays: null });
    expect((await intent(free.cookie, open.session.id)).statusCode).toBe(200);
    const today = await sessionIn(14, { bookingOpensDays: 14 });
    expect((await intent(free.cookie, today.session.id)).statusCode).toBe(200);
  });

  it("a parent's plan decides for their child: a Plus parent books a Free child early; a Free parent cannot", async () => {
    const { session } = await sessionIn(16, { bookingOpensDays: 14 });
    const child = await member('FREE');
    const plusParent = await member('PLUS', 'PARENT');
    await linkParent(db(), plusParent.user.id, child.user);
    expect((await intent(plusParent.cookie, session.id, { athleteId: child.user.id })).statusCode).toBe(200);

    const other = await member('FREE');
    const freeParent = await member('FREE', 'PARENT');
    await linkParent(db(), freeParent.user.id, other.user);
    expect(json(await intent(freeParent.cookie, session.id, { athleteId: other.user.id }))).toMatchObject({
      code: BOOKING_NOT_OPEN_CODE,
      opensOn: facilityDate(tz(), 2),
    });
  });

  it('a booking cannot be moved into a session that has not opened for its payer', async () => {
    const program = await createProgram(db(), { bookingOpensDays: 14 });
    const at = async (days: number) => {
      const date = facilityDate(tz(), days);
      const [s] = await db()
        .insert(trainingSessions)
        .values({
          programId: program.id,
          date,
          time: '10:00:00',
          startsAt: facilityInstant(tz(), date, '10:00:00'),
          totalSpots: 5,
          availableSpots: 5,
          location: 'Court 1',
        })
        .returning();
      return s!;
    };
    const [soon, far] = [await at(5), await at(16)];
    const free = await member('FREE');
    expect((await payAndBook(env.t.app, free.cookie, soon.id)).statusCode).toBe(200);
    const [b] = await db().select().from(bookings).where(eq(bookings.sessionId, soon.id));
    const moved = await env.call('POST', `/api/session-bookings/${b!.id}/reschedule`, free.cookie, { newSessionId: far.id });
    expect(moved.statusCode).toBe(409);
    expect(json(moved)).toMatchObject({ code: BOOKING_NOT_OPEN_CODE });
  });

  it('staff set, change and clear a program window; the schedule and the refusal follow; bad numbers are refused', async () => {
    const { session, program } = await sessionIn(30, { bookingOpensDays: null });
    const free = await member('FREE');
    const listed = async () =>
      json<TrainingSession[]>(await env.t.app.inject({ method: 'GET', url: '/api/training-sessions' })).find((s) => s.id === session.id)!;
    const patch = (body: Record<string, unknown>) => env.call('PATCH', `/api/staff/programs/${program.id}`, env.staff.cookie, body);

    const set = await patch({ bookingOpensDays: 14, priorityDays: 5 });
    expect(set.statusCode).toBe(200);
    expect(json(set)).toMatchObject({ bookingOpensDays: 14, priorityDays: 5 });
    expect((await listed()).bookingOpens).toEqual({ everyone: facilityDate(tz(), 16), priority: facilityDate(tz(), 11) });
    expect(json(await intent(free.cookie, session.id))).toMatchObject({ code: BOOKING_NOT_OPEN_CODE, opensOn: facilityDate(tz(), 16) });
    const staffList = json<Array<{ id: number; bookingOpensDays: number | null; priorityDays: number }>>(
      await env.call('GET', '/api/staff/programs', env.staff.cookie),
    );
    expect(staffList.find((p) => p.id === program.id)).toMatchObject({ bookingOpensDays: 14, priorityDays: 5 });

    expect((await patch({ bookingOpensDays: -1 })).statusCode).toBe(400);
    expect((await patch({ priorityDays: 366 })).statusCode).toBe(400);
    expect((await patch({ priorityDays: 1.5 })).statusCode).toBe(400);

    const cleared = await patch({ bookingOpensDays: null });
    expect(json(cleared)).toMatchObject({ bookingOpensDays: null, priorityDays: 5 });
    expect((await listed()).bookingOpens).toBeNull();
    expect((await intent(free.cookie, session.id)).statusCode).toBe(200);

    // A new program has no window unless staff give it one.
    const created = await env.call('POST', '/api/staff/programs', env.staff.cookie, {
      name: 'Window drills',
      type: 'SOCCER',
      description: 'Drills.',
      price: 20,
      duration: 60,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ bookingOpensDays: null, priorityDays: 3 });
    const windowed = await env.call('POST', '/api/staff/programs', env.staff.cookie, {
      name: 'Window drills 2',
      type: 'SOCCER',
      description: 'Drills.',
      price: 20,
      duration: 60,
      bookingOpensDays: 7,
      priorityDays: 2,
    });
    expect(json(windowed)).toMatchObject({ bookingOpensDays: 7, priorityDays: 2 });
  });

  it('priority booking switched off on Plus: the line goes and the same member is refused; back on, allowed', async () => {
    const { session } = await sessionIn(16, { bookingOpensDays: 14 });
    const plus = await member('PLUS');
    const plusLines = async () =>
      json<Array<{ name: string; includes: Array<{ key: string }> }>>(await env.t.app.inject({ method: 'GET', url: '/api/subscription/plans' }))
        .find((p) => p.name === 'PLUS')!
        .includes.map((l) => l.key);
    expect(await plusLines()).toContain('priorityBooking');
    expect((await env.call('PATCH', '/api/staff/plans/PLUS', env.staff.cookie, { hasPriorityBooking: false })).statusCode).toBe(200);
    try {
      expect(await plusLines()).not.toContain('priorityBooking');
      expect(json(await intent(plus.cookie, session.id))).toMatchObject({ code: BOOKING_NOT_OPEN_CODE, opensOn: facilityDate(tz(), 2) });
    } finally {
      expect((await env.call('PATCH', '/api/staff/plans/PLUS', env.staff.cookie, { hasPriorityBooking: true })).statusCode).toBe(200);
    }
    expect((await intent(plus.cookie, session.id)).statusCode).toBe(200);
  });
});
