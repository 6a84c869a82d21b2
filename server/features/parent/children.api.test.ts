import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletionPreview } from '../../../common/account-data.ts';
import { ageOn, dayIn } from '../../../common/age.ts';
import { CHILDREN_PER_PARENT, type LinkedAthlete } from '../../../common/parent.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

/* Family accounts (issue 29, decision 039): a parent adds a child with a name and a date of birth, no e-mail. */
const TRIALS = 20;

/** A date of birth `years` years (and a few days) before today, YYYY-MM-DD. */
const bornYearsAgo = (years: number, days = 10) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe(`a parent's children without e-mail (issue 29) on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { name: 'Little Movers', priceCents: 3000 })).id;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const add = (cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const athletes = async (cookie: string) => json<LinkedAthlete[]>(await t.app.inject({ method: 'GET', url: '/api/parent/athletes', headers: { cookie } }));
  const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

  it('adds a child linked at once, with the age from the date of birth and no address or login shown', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const dob = bornYearsAgo(7);
    const res = await add(parent.cookie, { firstName: ' Mia ', lastName: 'Lopez', dateOfBirth: dob });
    expect(res.statusCode, res.body).toBe(201);
    const child = json<LinkedAthlete>(res);
    expect(child).toMatchObject({
      firstName: 'Mia',
      lastName: 'Lopez',
      age: 7,
      isMinor: true,
      email: null,
      hasLogin: false,
      dateOfBirth: dob,
      role: 'ATHLETE',
    });
    expect(ageOn(dob, dayIn(t.app.ctx.config.FACILITY_TZ))).toBe(7);
    expect(await athletes(parent.cookie)).toEqual([child]);
    const [row] = await db().select().from(users).where(eq(users.id, child.id));
    expect(row!.email).toMatch(/^child-[0-9a-f]{18}@family\.invalid$/);
    expect(row!.hasLogin).toBe(false);
    const [parentRow] = await db().select().from(users).where(eq(users.id, parent.user.id));
    expect(row!.language).toBe(parentRow!.language);
  });

  it('refuses anyone but a parent, and bad input with a clear 400; nothing is created', async () => {
    const athlete = await signupUser(t.app);
    const coach = await signupUser(t.app, 'COACH');
    const ok = { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: bornYearsAgo(8) };
    expect((await add(null, ok)).statusCode).toBe(401);
    expect((await add(athlete.cookie, ok)).statusCode).toBe(403);
    expect((await add(coach.cookie, ok)).statusCode).toBe(403);
    const parent = await signupUser(t.app, 'PARENT');
    const bad: Array<[unknown, string]> = [
      [{}, 'First name is required'],
      [{ ...ok, dateOfBirth: '' }, en('parent.birthDateRequired')],
      [{ ...ok, dateOfBirth: '2019-02-30' }, 'Use a date like 2026-12-01'],
      [{ ...ok, dateOfBirth: bornYearsAgo(-1) }, en('parent.birthDateFuture')],
      [{ ...ok, dateOfBirth: bornYearsAgo(1) }, en('parent.childTooYoung')],
      [{ ...ok, dateOfBirth: bornYearsAgo(18) }, en('parent.childAdult')],
      [{ ...ok, firstName: 'An\u0000a' }, ''],
      [{ ...ok, lastName: 'x'.repeat(5000) }, ''],
      [{ ...ok, dateOfBirth: 20190101 }, ''],
    ];
    for (const [payload, expected] of bad) {
      const res = await add(parent.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (expected) expect(res.body).toContain(expected);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/parent/children', headers: { cookie: parent.cookie, 'content-type': 'application/json' }, payload: '' }))
        .statusCode,
    ).toBe(400);
    expect(await athletes(parent.cookie)).toEqual([]);
  });

  it('says so when the same child is added twice, and caps the children one account adds', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const kid = { firstName: 'Leo', lastName: 'Park', dateOfBirth: bornYearsAgo(9) };
    expect((await add(parent.cookie, kid)).statusCode).toBe(201);
    const again = await add(parent.cookie, { ...kid, firstName: 'LEO' });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(en('parent.childExists'));
    // A twin with another name is another child.
    expect((await add(parent.cookie, { ...kid, firstName: 'Luca' })).statusCode).toBe(201);
    for (let i = 2; i < CHILDREN_PER_PARENT; i++) expect((await add(parent.cookie, { ...kid, firstName: `Kid${i}` })).statusCode).toBe(201);
    const over = await add(parent.cookie, { ...kid, firstName: 'Thirteen' });
    expect(over.statusCode).toBe(409);
    expect(message(over)).toBe(en('parent.tooManyChildren'));
    expect(await athletes(parent.cookie)).toHaveLength(CHILDREN_PER_PARENT);
  });

  it(`a double click adds the child once (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const parent = await signupUser(t.app, 'PARENT');
      const kid = { firstName: 'Twin', lastName: `Click${i}`, dateOfBirth: bornYearsAgo(6) };
      const codes = (await Promise.all([add(parent.cookie, kid), add(parent.cookie, kid)])).map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      expect(await athletes(parent.cookie)).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(users)
          .where(eq(users.lastName, `Click${i}`)),
      ).toHaveLength(1);
    }
  });

  it('nobody signs in as the child or gets mail for them; the parent books and pays for them and is mailed', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const child = json<LinkedAthlete>(await add(parent.cookie, { firstName: 'Noa', lastName: 'Green', dateOfBirth: bornYearsAgo(10) }));
    const [row] = await db().select().from(users).where(eq(users.id, child.id));
    for (const password of ['', '!no-login!', 'correct-horse-battery']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: row!.email, password } });
      expect([400, 401]).toContain(login.statusCode);
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: row!.email } });
    // The age groups read the age from the date of birth (decision 039 and 042).
    const forOlder = await createSession(db(), programId, { hoursFromNow: 48 });
    await db().update(trainingSessions).set({ minAge: 11, maxAge: 13 }).where(eq(trainingSessions.id, forOlder.id));
    await registerAthlete(db(), child.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: parent.cookie },
      payload: { sessionId: forOlder.id, athleteId: child.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe('This session is for ages 11-13. Noa is 10.');
    const session = await createSession(db(), programId, { hoursFromNow: 48 });
    const booked = await payAndBook(t.app, parent.cookie, session.id, { athleteId: child.id });
    expect(booked.statusCode, booked.body).toBe(200);
    const [b] = await db().select().from(bookings).where(eq(bookings.athleteId, child.id));
    expect(b).toMatchObject({ payerId: parent.user.id, status: 'CONFIRMED' });
    expect(await db().select().from(outbox).where(like(outbox.to, '%.invalid'))).toEqual([]);
    expect((await db().select().from(outbox).where(eq(outbox.to, parent.email))).some((m) => /booked|confirmed/i.test(m.subject))).toBe(true);
  });

  it("a parent's deletion takes their children without a login along, after their upcoming sessions are cancelled", async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const child = json<LinkedAthlete>(await add(parent.cookie, { firstName: 'Ivy', lastName: 'Stone', dateOfBirth: bornYearsAgo(11) }));
    const session = await createSession(db(), programId, { hoursFromNow: 30 });
    expect((await payAndBook(t.app, parent.cookie, session.id, { athleteId: child.id })).statusCode).toBe(200);
    const del = () => t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: parent.cookie }, payload: { password: parent.password } });
    // The delete dialog's list says so first: the child's session is one to cancel, not one "kept".
    const preview = json<DeletionPreview>(await t.app.inject({ method: 'GET', url: '/api/account/deletion-preview', headers: { cookie: parent.cookie } }));
    expect(preview.blockers).toEqual(['upcomingBookings']);
    expect(preview.ownSessions.next.map((b) => b.athlete)).toEqual(['Ivy Stone']);
    expect(preview.paidForOthers.count).toBe(0);
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toContain('You have 1 upcoming training session');
    const [b] = await db().select().from(bookings).where(eq(bookings.athleteId, child.id));
    expect((await t.app.inject({ method: 'POST', url: `/api/session-bookings/${b!.id}/cancel`, headers: { cookie: parent.cookie } })).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(200);
    const [gone] = await db().select().from(users).where(eq(users.id, child.id));
    expect(gone).toMatchObject({ firstName: 'Deleted', lastName: 'user', dateOfBirth: null });
    expect(gone!.deletedAt).not.toBeNull();
  });
});
