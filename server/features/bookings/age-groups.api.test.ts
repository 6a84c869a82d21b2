import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgeException, type Eligibility } from '../../../common/age-groups.ts';
import { DETAILS_REQUIRED_CODE } from '../../../common/bookings.ts';
import { ageExceptions, bookings, waitlistEntries } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { en } from '../../../common/messages/index.ts';

/*
 * Age groups (issue 29): every path that gives an athlete a place refuses one outside the session's
 * range with a message naming it; a staff exception lets exactly one booking in, audited; staff
 * only; bad input is a 400; and the races on an exception, 20 trials on each database.
 */
const TRIALS = 20;
const OUTSIDE = 'This session is for ages 5-7. Maya is 15.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`age groups on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupUser>>;
  let openProgram: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    openProgram = (await createProgram(t.database.db, { priceCents: 4500 })).id;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>, lang?: string) =>
    t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) }, ...(payload ? { payload } : {}) });
  const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;
  /** A registered athlete on Pro (no plan limit in the way) whose account says `age`. */
  const athlete = async (firstName: string, age: number | null) => {
    const a = await signupUser(t.app, 'ATHLETE', { firstName });
    await db().update(users).set({ age, subscriptionTier: 'PRO' }).where(eq(users.id, a.user.id));
    await registerAthlete(db(), a.user.id);
    return a;
  };
  /** A session 3 days ahead of the open program with its own age group. */
  const sessionFor = async (minAge: number | null, maxAge: number | null, spots = 5) => {
    const s = await createSession(db(), openProgram, { spots, hoursFromNow: 72 });
    if (minAge !== null || maxAge !== null) expect((await call('PATCH', `/api/staff/sessions/${s.id}`, staff.cookie, { minAge, maxAge })).statusCode).toBe(200);
    return s;
  };
  const intent = (cookie: string, sessionId: number, extra: Record<string, unknown> = {}, lang?: string) =>
    call('POST', '/api/create-payment-intent', cookie, { sessionId, ...extra }, lang);
  const grant = (sessionId: number, athleteId: number, reason = 'Trains with her younger brother') =>
    call('POST', `/api/staff/sessions/${sessionId}/age-exceptions`, staff.cookie, { athleteId, reason });
  const exceptionsOf = async (sessionId: number) =>
    json<{ exceptions: AgeException[] }>(await call('GET', `/api/staff/sessions/${sessionId}/age-exceptions`, staff.cookie)).exceptions;
  const auditOf = async (id: number) =>
    json<Array<{ action: string; entity: string; entityId: string; details: Record<string, unknown> }>>(
      await call('GET', '/api/staff/audit', staff.cookie),
    ).filter((e) => e.entity === 'age_exception' && e.entityId === String(id));
  const liveBookings = (sessionId: number, athleteId: number) =>
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.athleteId, athleteId), eq(bookings.status, 'CONFIRMED')));
  const newPack = async () => {
    const res = await call('POST', '/api/staff/packs', staff.cookie, { name: 'Age pack', credits: 10, price: 400, validityDays: 90 });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: number }>(res).id;
  };
  const buyPack = async (cookie: string, packId: number) => {
    const pi = await call('POST', `/api/packs/${packId}/payment-intent`, cookie, {});
    const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(pi);
    expect((await confirmCard(t.app, cookie, clientSecret)).statusCode).toBe(200);
    expect((await call('POST', `/api/packs/${packId}/purchase`, cookie, { paymentIntentId })).statusCode).toBe(200);
  };
  const withCredit = (cookie: string, sessionId: number) => call('POST', '/api/session-bookings/with-credit', cookie, { sessionId });

  it('staff give programs, sessions and series an age group; members see the one that applies; bad input is a 400', async () => {
    const body = { name: 'Speed & Agility Kids', type: 'SPEED_AGILITY', description: 'Sprint mechanics.', price: 45, duration: 60 };
    const created = await call('POST', '/api/staff/programs', staff.cookie, { ...body, minAge: 5, maxAge: 11 });
    expect(created.statusCode, created.body).toBe(201);
    const program = json<{ id: number; ageGroup: unknown }>(created);
    expect(program.ageGroup).toEqual({ minAge: 5, maxAge: 11 });
    for (const [bad, text] of [
      [{ minAge: 12, maxAge: 8 }, en('ageGroups.order')],
      [{ minAge: 5, maxAge: 200 }, en('ageGroups.age')],
      [{ minAge: -1 }, en('ageGroups.age')],
      [{ minAge: '\u0000' }, en('ageGroups.age')],
    ] as const) {
      const res = await call('POST', '/api/staff/programs', staff.cookie, { ...body, ...bad });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toContain(text);
    }
    expect((await call('POST', '/api/staff/programs', staff.cookie, { ...body, name: 'Speed\u0000Lab' })).statusCode).toBe(400);
    // One side sent is checked against the side stored.
    const oneSide = await call('PATCH', `/api/staff/programs/${program.id}`, staff.cookie, { minAge: 12 });
    expect(oneSide.statusCode).toBe(400);
    expect(message(oneSide)).toBe(en('ageGroups.order'));
    expect(message(await call('PATCH', `/api/staff/programs/${program.id}`, staff.cookie, { minAge: 12 }, 'es'))).toBe(
      'La edad mínima no puede ser mayor que la edad máxima.',
    );
    expect(json<{ ageGroup: unknown }>(await call('PATCH', `/api/staff/programs/${program.id}`, staff.cookie, { maxAge: 7 })).ageGroup).toEqual({
      minAge: 5,
      maxAge: 7,
    });

    // A session of its own: the session's range wins; without one, the program's.
    const date = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
    const own = await call('POST', '/api/staff/sessions', staff.cookie, {
      programId: program.id,
      date,
      time: '09:00',
      capacity: 10,
      location: 'Speed Lab',
      sessionTitle: 'Ages 12+',
      minAge: 12,
      maxAge: null,
    });
    expect(own.statusCode, own.body).toBe(201);
    const plain = json<{ id: number }>(
      await call('POST', '/api/staff/sessions', staff.cookie, { programId: program.id, date, time: '07:00', capacity: 10, location: 'Speed Lab' }),
    );
    expect(
      (
        await call('POST', '/api/staff/sessions', staff.cookie, {
          programId: program.id,
          date,
          time: '08:00',
          capacity: 10,
          location: 'Speed Lab',
          minAge: 9,
          maxAge: 8,
        })
      ).statusCode,
    ).toBe(400);
    const series = await call('POST', '/api/staff/series', staff.cookie, {
      programId: program.id,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      time: '08:00',
      startDate: date,
      untilDate: date,
      capacity: 10,
      location: 'Speed Lab',
      minAge: 8,
      maxAge: 11,
    });
    expect(series.statusCode, series.body).toBe(201);
    const listed = json<Array<{ id: number; programId: number; time: string; ageGroup: unknown }>>(await call('GET', '/api/training-sessions')).filter(
      (s) => s.programId === program.id,
    );
    expect(Object.fromEntries(listed.map((s) => [s.time, s.ageGroup]))).toEqual({
      '07:00:00': { minAge: 5, maxAge: 7 },
      '08:00:00': { minAge: 8, maxAge: 11 },
      '09:00:00': { minAge: 12, maxAge: null },
    });
    const staffList = json<Array<{ id: number; minAge: number | null; ageGroup: unknown }>>(
      await call('GET', `/api/staff/sessions?from=${date}`, staff.cookie),
    );
    expect(staffList.find((s) => s.id === plain.id)).toMatchObject({ minAge: null, maxAge: null, ageGroup: { minAge: 5, maxAge: 7 } });
    // A session edit checks the order against what it keeps, and clearing both sides returns to the program's.
    const ownId = json<{ id: number }>(own).id;
    expect((await call('PATCH', `/api/staff/sessions/${ownId}`, staff.cookie, { maxAge: 10 })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/staff/sessions/${ownId}`, staff.cookie, { minAge: 100 })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/staff/sessions/${ownId}`, staff.cookie, { minAge: null })).statusCode).toBe(200);
    const after = json<Array<{ id: number; ageGroup: unknown }>>(await call('GET', '/api/training-sessions')).find((s) => s.id === ownId);
    expect(after!.ageGroup).toEqual({ minAge: 5, maxAge: 7 });
    const catalogue = json<Array<{ id: number; ageGroup: unknown }>>(await call('GET', '/api/training-programs')).find((p) => p.id === program.id);
    expect(catalogue!.ageGroup).toEqual({ minAge: 5, maxAge: 7 });
  });

  it('every path that gives a place refuses an athlete outside the range, with the message naming it', async () => {
    const maya = await athlete('Maya', 15);
    const s = await sessionFor(5, 7);
    // Checkout hold (card intent), in English and in Spanish.
    const held = await intent(maya.cookie, s.id);
    expect(held.statusCode).toBe(409);
    expect(message(held)).toBe(OUTSIDE);
    expect(message(await intent(maya.cookie, s.id, {}, 'es'))).toBe('Esta sesión es para edades de 5 a 7 años. Maya tiene 15 años.');
    // Credit booking.
    const credit = await withCredit(maya.cookie, s.id);
    expect(credit.statusCode).toBe(409);
    expect(message(credit)).toBe(OUTSIDE);
    // Paid booking: a payment started before staff set the range is refused at fulfilment, and refunded.
    const later = await sessionFor(null, null);
    const pi = json<{ clientSecret: string; paymentIntentId: string }>(await intent(maya.cookie, later.id));
    expect((await call('PATCH', `/api/staff/sessions/${later.id}`, staff.cookie, { minAge: 5, maxAge: 7 })).statusCode).toBe(200);
    await confirmCard(t.app, maya.cookie, pi.clientSecret);
    const paid = await call('POST', '/api/session-bookings', maya.cookie, { sessionId: later.id, paymentIntentId: pi.paymentIntentId });
    expect(paid.statusCode).toBe(409);
    expect(message(paid)).toBe(OUTSIDE);
    expect((await db().select().from(payments).where(eq(payments.intentId, pi.paymentIntentId)))[0]!.status).toBe('REFUNDED');
    expect(await liveBookings(later.id, maya.user.id)).toEqual([]);
    // Waitlist join of a full session.
    const full = await sessionFor(5, 7, 1);
    expect((await payAndBook(t.app, (await athlete('Ava', 6)).cookie, full.id)).statusCode).toBe(200);
    const join = await call('POST', '/api/waitlist', maya.cookie, { sessionId: full.id });
    expect(join.statusCode).toBe(409);
    expect(message(join)).toBe(OUTSIDE);
    // Reschedule into a session of the same program with another age group.
    const mine = await sessionFor(null, null);
    const booked = json<{ id: number }>(await payAndBook(t.app, maya.cookie, mine.id));
    // The reschedule list never offers it: the server names the sessions a move may go to.
    const open = await sessionFor(14, 16);
    const targets = json<{ sessionIds: number[] }>(await call('GET', `/api/session-bookings/${booked.id}/reschedule-options`, maya.cookie)).sessionIds;
    expect(targets).toContain(open.id);
    expect(targets).not.toContain(s.id);
    expect(targets).not.toContain(mine.id);
    expect((await call('GET', `/api/session-bookings/${booked.id}/reschedule-options`, (await athlete('Other', 15)).cookie)).statusCode).toBe(404);
    const moved = await call('POST', `/api/session-bookings/${booked.id}/reschedule`, maya.cookie, { newSessionId: s.id });
    expect(moved.statusCode).toBe(409);
    expect(message(moved)).toBe(OUTSIDE);
    expect((await liveBookings(mine.id, maya.user.id)).map((b) => b.id)).toEqual([booked.id]);
    // Everyone inside the range books as before.
    expect((await payAndBook(t.app, (await athlete('Noah', 7)).cookie, s.id)).statusCode).toBe(200);
    await expect(reconcile(t.app.ctx).then((r) => r.mismatches)).resolves.toEqual([]);
  });

  it('the program range applies when the session has none; "up" and "up to" ranges are named as such', async () => {
    const program = await createProgram(db(), { minAge: 12 });
    const s = await createSession(db(), program.id, { hoursFromNow: 72 });
    const leo = await athlete('Leo', 9);
    expect(message(await intent(leo.cookie, s.id))).toBe('This session is for ages 12 and up. Leo is 9.');
    const young = await sessionFor(null, 7);
    const ava = await athlete('Ava', 8);
    expect(message(await intent(ava.cookie, young.id))).toBe('This session is for ages up to 7. Ava is 8.');
  });

  it("a parent's athletes are named, the checkout can ask which are bookable, and an athlete with no age is told where to add it", async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const older = await athlete('Sam', 15);
    const younger = await athlete('Lily', 6);
    await linkParent(db(), parent.user.id, { id: older.user.id, email: older.email });
    await linkParent(db(), parent.user.id, { id: younger.user.id, email: younger.email });
    const s = await sessionFor(5, 7);
    const refused = await intent(parent.cookie, s.id, { athleteId: older.user.id });
    expect(message(refused)).toBe('This session is for ages 5-7. Sam is 15.');
    const seen = json<Eligibility>(await call('GET', `/api/booking-eligibility?sessionId=${s.id}`, parent.cookie, undefined, 'es'));
    expect(seen.ageGroup).toEqual({ minAge: 5, maxAge: 7 });
    expect(seen.athletes).toEqual(
      expect.arrayContaining([
        { athleteId: older.user.id, bookable: false, reason: 'Esta sesión es para edades de 5 a 7 años. Sam tiene 15 años.', detailsNeeded: false },
        { athleteId: younger.user.id, bookable: true, reason: null, detailsNeeded: false },
      ]),
    );
    const open = json<Eligibility>(await call('GET', `/api/booking-eligibility?sessionId=${(await sessionFor(null, null)).id}`, older.cookie));
    expect(open).toEqual({ ageGroup: null, athletes: [{ athleteId: older.user.id, bookable: true, reason: null, detailsNeeded: false }] });
    expect((await call('GET', `/api/booking-eligibility?sessionId=${s.id}`)).statusCode).toBe(401);
    // No age on the account and no registration yet: the line says where to add it.
    const unknown = await signupUser(t.app, 'ATHLETE', { firstName: 'Kai' });
    const full = await sessionFor(5, 7, 1);
    expect((await payAndBook(t.app, younger.cookie, full.id)).statusCode).toBe(200);
    const join = await call('POST', '/api/waitlist', unknown.cookie, { sessionId: full.id });
    expect(join.statusCode).toBe(409);
    expect(json(join)).toEqual({
      message: "This session is for ages 5-7, and we do not have Kai's age yet. Add it with the athlete's details at checkout, then try again.",
      messageId: 'ageGroups.unknownAge',
      code: DETAILS_REQUIRED_CODE,
      athleteId: unknown.user.id,
    });
    // Checkout knows to ask for the details (age included) first; once given, the age decides.
    expect(json<Eligibility>(await call('GET', `/api/booking-eligibility?sessionId=${full.id}`, unknown.cookie)).athletes).toEqual([
      { athleteId: unknown.user.id, bookable: false, reason: expect.stringContaining("we do not have Kai's age yet"), detailsNeeded: true },
    ]);
  });

  it('a place freed in line is not offered to someone the age group now leaves out: their entry closes, they are e-mailed, the next in line gets it', async () => {
    const s = await sessionFor(null, null, 1);
    const first = await athlete('Mia', 6);
    expect((await payAndBook(t.app, first.cookie, s.id)).statusCode).toBe(200);
    const leo = await athlete('Leo', 15);
    const zoe = await athlete('Zoe', 6);
    expect((await call('POST', '/api/waitlist', leo.cookie, { sessionId: s.id })).statusCode).toBe(201);
    expect((await call('POST', '/api/waitlist', zoe.cookie, { sessionId: s.id })).statusCode).toBe(201);
    // Staff set the range after they joined; the booked place is cancelled.
    expect((await call('PATCH', `/api/staff/sessions/${s.id}`, staff.cookie, { minAge: 5, maxAge: 7 })).statusCode).toBe(200);
    // Staff cannot offer a place by hand outside the age group either (they grant an exception first).
    const [leoEntry] = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, s.id), eq(waitlistEntries.athleteId, leo.user.id)));
    const byHand = await call('POST', `/api/staff/waitlist/${leoEntry!.id}/offer`, staff.cookie);
    expect(byHand.statusCode).toBe(409);
    expect(message(byHand)).toBe('This session is for ages 5-7. Leo is 15.');
    const [b] = await liveBookings(s.id, first.user.id);
    expect((await call('POST', `/api/session-bookings/${b!.id}/cancel`, first.cookie)).statusCode).toBe(200);
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.sessionId, s.id));
    expect(Object.fromEntries(entries.map((e) => [e.athleteId, e.status]))).toEqual({ [leo.user.id]: 'CLOSED', [zoe.user.id]: 'OFFERED' });
    const mail = await db().select().from(outbox).where(eq(outbox.to, leo.email));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^Waitlist closed: /)]);
    expect(mail[0]!.text).toContain('This session is for ages 5-7. Leo is 15.');
  });

  it('an exception lets exactly one booking in, is audited on grant, use and revoke, and only staff manage it', async () => {
    const maya = await athlete('Maya', 15);
    const s = await sessionFor(5, 7);
    // Staff only.
    for (const [method, url] of [
      ['GET', `/api/staff/sessions/${s.id}/age-exceptions`],
      ['POST', `/api/staff/sessions/${s.id}/age-exceptions`],
      ['POST', '/api/staff/age-exceptions/1/revoke'],
      ['GET', '/api/staff/athletes?search=maya'],
    ] as const) {
      expect((await call(method, url, maya.cookie, method === 'POST' ? { athleteId: maya.user.id, reason: 'x' } : undefined)).statusCode, url).toBe(403);
    }
    // Bad input and refusals, each with its reason.
    expect((await call('POST', `/api/staff/sessions/${s.id}/age-exceptions`, staff.cookie, { athleteId: maya.user.id, reason: '' })).statusCode).toBe(400);
    expect((await call('POST', `/api/staff/sessions/${s.id}/age-exceptions`, staff.cookie, { athleteId: maya.user.id, reason: 'a\u0000b' })).statusCode).toBe(
      400,
    );
    expect(message(await grant(s.id, staff.user.id))).toBe(en('ageGroups.athlete'));
    expect(message(await grant(s.id, (await athlete('Ava', 6)).user.id))).toBe(en('ageGroups.insideRange'));
    expect(message(await grant((await sessionFor(null, null)).id, maya.user.id))).toBe(en('ageGroups.noAgeGroup'));
    expect((await grant(999_999, maya.user.id)).statusCode).toBe(404);
    // Staff find her by name and let her in.
    const found = json<Array<{ id: number; age: number | null }>>(
      await call('GET', `/api/staff/athletes?search=${encodeURIComponent(`maya ${maya.lastName}`)}`, staff.cookie),
    );
    expect(found).toEqual([expect.objectContaining({ id: maya.user.id, age: 15 })]);
    const granted = await grant(s.id, maya.user.id);
    expect(granted.statusCode, granted.body).toBe(201);
    const exception = json<AgeException>(granted);
    expect(exception).toMatchObject({
      status: 'UNUSED',
      reason: 'Trains with her younger brother',
      athlete: { id: maya.user.id, age: 15 },
      grantedBy: `Test ${staff.lastName}`,
    });
    expect(message(await grant(s.id, maya.user.id))).toBe(en('ageGroups.alreadyGranted'));
    expect(json<Eligibility>(await call('GET', `/api/booking-eligibility?sessionId=${s.id}`, maya.cookie)).athletes).toEqual([
      { athleteId: maya.user.id, bookable: true, reason: null, detailsNeeded: false },
    ]);
    // She books once; the exception is used by that booking and cannot be revoked any more.
    const booked = await payAndBook(t.app, maya.cookie, s.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = json<{ id: number }>(booked).id;
    expect((await exceptionsOf(s.id))[0]).toMatchObject({ id: exception.id, status: 'USED', usedByBookingId: bookingId });
    const revoke = await call('POST', `/api/staff/age-exceptions/${exception.id}/revoke`, staff.cookie);
    expect(revoke.statusCode).toBe(409);
    expect(message(revoke)).toBe(en('ageGroups.alreadyUsed'));
    // Used once: after a cancellation she is outside the range again.
    expect((await call('POST', `/api/session-bookings/${bookingId}/cancel`, maya.cookie)).statusCode).toBe(200);
    expect(message(await intent(maya.cookie, s.id))).toBe(OUTSIDE);
    // A revoked exception lets nobody in.
    const second = json<AgeException>(await grant(s.id, maya.user.id, 'Coach asked'));
    expect(message(await call('POST', `/api/staff/age-exceptions/${second.id}/revoke`, staff.cookie))).toBe(en('ageGroups.revoked'));
    expect(message(await call('POST', `/api/staff/age-exceptions/${second.id}/revoke`, staff.cookie))).toBe(en('ageGroups.alreadyRevoked'));
    expect(message(await intent(maya.cookie, s.id))).toBe(OUTSIDE);
    expect((await call('POST', '/api/staff/age-exceptions/999999/revoke', staff.cookie)).statusCode).toBe(404);
    expect((await auditOf(exception.id)).map((e) => e.action).sort()).toEqual(['grant', 'use']);
    expect((await auditOf(exception.id)).find((e) => e.action === 'use')!.details).toMatchObject({ bookingId, sessionId: s.id, athleteId: maya.user.id });
    expect((await auditOf(second.id)).map((e) => e.action).sort()).toEqual(['grant', 'revoke']);
    expect((await exceptionsOf(s.id)).map((e) => e.status)).toEqual(['REVOKED', 'USED']);
  });

  it('an exception is used by a credit booking, a reschedule and a place in line as well', async () => {
    const packId = await newPack();
    const maya = await athlete('Maya', 15);
    await buyPack(maya.cookie, packId);
    // Credit booking.
    const s = await sessionFor(5, 7);
    const e1 = json<AgeException>(await grant(s.id, maya.user.id));
    const credit = await withCredit(maya.cookie, s.id);
    expect(credit.statusCode, credit.body).toBe(200);
    expect((await exceptionsOf(s.id))[0]).toMatchObject({ id: e1.id, status: 'USED', usedByBookingId: json<{ id: number }>(credit).id });
    // Reschedule into another age group's session.
    const from = await sessionFor(null, null);
    const to = await sessionFor(8, 11);
    const booking = json<{ id: number }>(await withCredit(maya.cookie, from.id));
    expect(json<{ sessionIds: number[] }>(await call('GET', `/api/session-bookings/${booking.id}/reschedule-options`, maya.cookie)).sessionIds).not.toContain(
      to.id,
    );
    const e2 = json<AgeException>(await grant(to.id, maya.user.id));
    // With the exception granted, the list offers it.
    expect(json<{ sessionIds: number[] }>(await call('GET', `/api/session-bookings/${booking.id}/reschedule-options`, maya.cookie)).sessionIds).toContain(
      to.id,
    );
    const moved = await call('POST', `/api/session-bookings/${booking.id}/reschedule`, maya.cookie, { newSessionId: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await exceptionsOf(to.id))[0]).toMatchObject({ id: e2.id, status: 'USED', usedByBookingId: booking.id });
    // A place in line, then the offer, booked through the exception.
    const full = await sessionFor(5, 7, 1);
    const kid = await athlete('Ava', 6);
    expect((await payAndBook(t.app, kid.cookie, full.id)).statusCode).toBe(200);
    const e3 = json<AgeException>(await grant(full.id, maya.user.id));
    expect((await call('POST', '/api/waitlist', maya.cookie, { sessionId: full.id })).statusCode).toBe(201);
    const [b] = await liveBookings(full.id, kid.user.id);
    expect((await call('POST', `/api/session-bookings/${b!.id}/cancel`, kid.cookie)).statusCode).toBe(200);
    const [entry] = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, full.id), eq(waitlistEntries.athleteId, maya.user.id)));
    expect(entry!.status).toBe('OFFERED');
    expect((await payAndBook(t.app, maya.cookie, full.id)).statusCode).toBe(200);
    expect((await exceptionsOf(full.id))[0]).toMatchObject({ id: e3.id, status: 'USED' });
    await expect(reconcile(t.app.ctx).then((r) => r.mismatches)).resolves.toEqual([]);
  });

  it(`races: a card payment and a credit booking for one exception at once use it once (${TRIALS} trials)`, async () => {
    const packId = await newPack();
    for (let i = 0; i < TRIALS; i++) {
      const maya = await athlete('Maya', 15);
      await buyPack(maya.cookie, packId);
      const s = await sessionFor(5, 7, 3);
      const e = json<AgeException>(await grant(s.id, maya.user.id));
      const pi = json<{ clientSecret: string; paymentIntentId: string }>(await intent(maya.cookie, s.id));
      const [card, credit] = await Promise.all([
        confirmCard(t.app, maya.cookie, pi.clientSecret).then(() =>
          call('POST', '/api/session-bookings', maya.cookie, { sessionId: s.id, paymentIntentId: pi.paymentIntentId }),
        ),
        withCredit(maya.cookie, s.id),
      ]);
      expect(
        [card.statusCode, credit.statusCode].every((c) => c < 500),
        `${card.body} / ${credit.body}`,
      ).toBe(true);
      const live = await liveBookings(s.id, maya.user.id);
      expect(live).toHaveLength(1);
      const [row] = await db().select().from(ageExceptions).where(eq(ageExceptions.id, e.id));
      expect(row!.usedByBookingId).toBe(live[0]!.id);
    }
    await expect(reconcile(t.app.ctx).then((r) => r.mismatches)).resolves.toEqual([]);
  });

  it(`races: a booking and staff revoking its exception at the same moment never leave a revoked exception used (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const maya = await athlete('Maya', 15);
      const s = await sessionFor(5, 7, 3);
      const e = json<AgeException>(await grant(s.id, maya.user.id));
      const pi = json<{ clientSecret: string; paymentIntentId: string }>(await intent(maya.cookie, s.id));
      const [paid, revoke] = await Promise.all([
        confirmCard(t.app, maya.cookie, pi.clientSecret).then(() =>
          call('POST', '/api/session-bookings', maya.cookie, { sessionId: s.id, paymentIntentId: pi.paymentIntentId }),
        ),
        // Staggered by a few milliseconds, so that either side wins in some trials.
        sleep((i % 10) * 10).then(() => call('POST', `/api/staff/age-exceptions/${e.id}/revoke`, staff.cookie)),
      ]);
      expect(
        [paid.statusCode, revoke.statusCode].every((c) => c < 500),
        `${paid.body} / ${revoke.body}`,
      ).toBe(true);
      const [row] = await db().select().from(ageExceptions).where(eq(ageExceptions.id, e.id));
      const live = await liveBookings(s.id, maya.user.id);
      const [payment] = await db().select().from(payments).where(eq(payments.intentId, pi.paymentIntentId));
      if (revoke.statusCode === 200) {
        // Revoked first: never used, no booking, the payment refunded with the age message.
        expect(row!.revokedAt).not.toBeNull();
        expect(row!.usedByBookingId).toBeNull();
        expect(live).toEqual([]);
        expect(paid.statusCode).toBe(409);
        expect(message(paid)).toBe(OUTSIDE);
        expect(payment!.status).toBe('REFUNDED');
      } else {
        // Used first: the revoke is refused, the booking stands.
        expect(revoke.statusCode).toBe(409);
        expect(row!.revokedAt).toBeNull();
        expect(row!.usedByBookingId).toBe(live[0]!.id);
        expect(paid.statusCode).toBe(200);
      }
    }
    await expect(reconcile(t.app.ctx).then((r) => r.mismatches)).resolves.toEqual([]);
  });
});
