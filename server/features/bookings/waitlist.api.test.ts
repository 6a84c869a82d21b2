import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, es } from '../../../common/messages/index.ts';
import type { StaffWaitlistEntry, WaitlistEntry } from '../../../common/waitlist.ts';
import { bookings, spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createIntent, createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { sweepWaitlistsAndAutoBook } from './auto-book.ts';
import { expireHolds } from './spots.ts';

/* Waitlists (issue 18, decision 027): every rule, and the races, on each database. */
const TRIALS = 20;

describe(`waitlists on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let programId: number;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 4000 })).id;
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const member = async (tier: 'FREE' | 'PRO' = 'PRO') => {
    const m = await signupUser(t.app);
    await db().update(users).set({ subscriptionTier: tier }).where(eq(users.id, m.user.id));
    await registerAthlete(db(), m.user.id);
    return m;
  };
  /** A session with `spots` places, all booked by new members; returns it and their cookies. */
  const fullSession = async (spots = 1) => {
    const s = await createSession(db(), programId, { spots, hoursFromNow: 72 });
    const booked = [];
    for (let i = 0; i < spots; i++) {
      const m = await member();
      expect((await payAndBook(t.app, m.cookie, s.id)).statusCode).toBe(200);
      booked.push(m);
    }
    return { s, booked };
  };
  const join = (cookie: string, sessionId: number, extra: Record<string, unknown> = {}) => call('POST', '/api/waitlist', cookie, { sessionId, ...extra });
  const mine = async (cookie: string) => json<WaitlistEntry[]>(await call('GET', '/api/waitlist', cookie));
  const bookingOf = async (cookie: string, sessionId: number) => {
    const list = json<Array<{ id: number; status: string; session: { id: number } }>>(await call('GET', '/api/my-bookings', cookie));
    return list.find((b) => b.session.id === sessionId && b.status === 'CONFIRMED');
  };
  const cancel = async (cookie: string, sessionId: number) => {
    const b = await bookingOf(cookie, sessionId);
    return call('POST', `/api/session-bookings/${b!.id}/cancel`, cookie);
  };
  /** Places taken (bookings and live holds, offers included) never exceed capacity, and the count of free ones agrees. */
  const expectPlacesAddUp = async (sessionId: number) => {
    const [s] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
    const booked = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'CONFIRMED')));
    const held = await db()
      .select()
      .from(spotHolds)
      .where(and(eq(spotHolds.sessionId, sessionId), eq(spotHolds.status, 'ACTIVE')));
    expect(booked.length + held.length).toBeLessThanOrEqual(s!.totalSpots);
    expect(s!.availableSpots).toBe(s!.totalSpots - booked.length - held.length);
    const offered = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'OFFERED')));
    // Every offer has its own live hold.
    expect(new Set(offered.map((o) => o.holdId)).size).toBe(offered.length);
    for (const o of offered) expect(held.some((h) => h.id === o.holdId && h.kind === 'OFFER') || held.some((h) => h.id === o.holdId)).toBe(true);
    return { s: s!, booked, held, offered };
  };

  it('is for full sessions only, one place per athlete, athletes and parents only; positions count from 1', async () => {
    const open = await createSession(db(), programId, { spots: 3, hoursFromNow: 72 });
    const a = await member();
    const refused = await join(a.cookie, open.id);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(en('waitlist.notFull'));

    const { s, booked } = await fullSession(1);
    expect(json<{ message: string }>(await join(booked[0]!.cookie, s.id)).message).toBe(en('bookings.alreadyBooked'));
    const first = await join(a.cookie, s.id);
    expect(first.statusCode).toBe(201);
    expect(json<WaitlistEntry>(first)).toMatchObject({ sessionId: s.id, status: 'WAITING', position: 1, autoBook: false });
    expect((await join(a.cookie, s.id)).statusCode).toBe(409);
    const b = await member();
    expect(json<WaitlistEntry>(await join(b.cookie, s.id)).position).toBe(2);
    expect((await mine(b.cookie)).map((e) => e.position)).toEqual([1 + 1]);

    const coach = await signupUser(t.app, 'COACH');
    expect((await join(coach.cookie, s.id)).statusCode).toBe(403);
    expect((await call('POST', '/api/waitlist', undefined, { sessionId: s.id })).statusCode).toBe(401);
    // A parent joins for a linked athlete only.
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await member();
    expect((await join(parent.cookie, s.id, { athleteId: kid.user.id })).statusCode).toBe(403);
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.user.email });
    expect(json<WaitlistEntry>(await join(parent.cookie, s.id, { athleteId: kid.user.id })).athlete.id).toBe(kid.user.id);
    // The athlete sees the place their parent took for them.
    expect((await mine(kid.cookie)).map((e) => e.position)).toEqual([3]);
    // Auto-booking needs a saved card.
    const c = await member();
    expect(json<{ message: string }>(await join(c.cookie, s.id, { autoBook: true })).message).toBe(en('waitlist.noCard'));
    // In Spanish by its id (decision 071), and the form's own rule too.
    const inSpanish = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/waitlist', headers: { cookie: c.cookie, 'accept-language': 'es' }, payload });
    expect(json(await inSpanish({ sessionId: s.id, autoBook: true }))).toMatchObject({ message: es('waitlist.noCard'), messageId: 'waitlist.noCard' });
    expect(json<{ message: string }>(await inSpanish({ sessionId: -1 })).message).toContain(es('waitlist.chooseSession'));
    // Hostile input.
    for (const payload of [{}, { sessionId: 2 ** 31 }, { sessionId: 'x\u0000' }, { sessionId: -1 }])
      expect((await call('POST', '/api/waitlist', c.cookie, payload)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/waitlist/2147483648', c.cookie)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/waitlist/999999', c.cookie)).statusCode).toBe(404);
  });

  it('a cancellation offers the place to the first in line (e-mail, held 2 hours, nobody else can take it); they pay and are booked', async () => {
    const { s, booked } = await fullSession(1);
    const a = await member();
    const b = await member();
    await join(a.cookie, s.id);
    await join(b.cookie, s.id);
    expect((await cancel(booked[0]!.cookie, s.id)).statusCode).toBe(200);
    const [offer] = await mine(a.cookie);
    expect(offer).toMatchObject({ status: 'OFFERED', position: null });
    const held = new Date(offer!.offerExpiresAt!).getTime() - Date.now();
    expect(held).toBeGreaterThan(119 * 60_000);
    expect(held).toBeLessThanOrEqual(120 * 60_000);
    expect((await mine(b.cookie))[0]).toMatchObject({ status: 'WAITING', position: 1 });
    const mail = await db().select().from(outbox).where(eq(outbox.to, a.user.email));
    const offerMail = mail.find((m) => m.subject.startsWith('A place opened'));
    expect(offerMail?.text).toContain(`/enhanced-checkout?programId=${programId}&sessionId=${s.id}`);
    // A walk-up buyer cannot take the offered place.
    const walkUp = await member();
    expect((await createIntent(t.app, walkUp.cookie, { sessionId: s.id })).statusCode).toBe(409);
    // The offered member pays through the normal checkout.
    expect((await payAndBook(t.app, a.cookie, s.id)).statusCode).toBe(200);
    expect(await bookingOf(a.cookie, s.id)).toBeTruthy();
    expect(await mine(a.cookie)).toEqual([]);
    const [entry] = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, s.id), eq(waitlistEntries.athleteId, a.user.id)));
    expect(entry!.status).toBe('BOOKED');
    await expectPlacesAddUp(s.id);
  });

  it('an offer not taken in time, or declined, passes to the next in line; the line closes when the session is cancelled', async () => {
    const { s, booked } = await fullSession(1);
    const [a, b, c] = [await member(), await member(), await member()];
    for (const m of [a, b, c]) await join(m.cookie, s.id);
    await cancel(booked[0]!.cookie, s.id);
    expect((await mine(a.cookie))[0]!.status).toBe('OFFERED');
    // Three hours later the offer has lapsed: b is offered.
    const later = new Date(Date.now() + 3 * 3600_000);
    await expireHolds(db(), later);
    await sweepWaitlistsAndAutoBook(t.app.ctx);
    expect(await mine(a.cookie)).toEqual([]);
    const [aEntry] = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, s.id), eq(waitlistEntries.athleteId, a.user.id)));
    expect(aEntry!.status).toBe('EXPIRED');
    const bOffer = (await mine(b.cookie))[0]!;
    expect(bOffer.status).toBe('OFFERED');
    // b declines: c is offered at once.
    const declined = await call('DELETE', `/api/waitlist/${bOffer.id}`, b.cookie);
    expect(json<{ message: string }>(declined).message).toBe(en('waitlist.declined'));
    expect((await mine(c.cookie))[0]!.status).toBe('OFFERED');
    // Someone else cannot leave c's place.
    expect((await call('DELETE', `/api/waitlist/${(await mine(c.cookie))[0]!.id}`, a.cookie)).statusCode).toBe(404);
    await expectPlacesAddUp(s.id);
    // Staff cancel the session: c's offer and the line end.
    expect((await call('POST', `/api/staff/sessions/${s.id}/cancel`, staffCookie)).statusCode).toBe(200);
    expect(await mine(c.cookie)).toEqual([]);
    const live = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, s.id), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])));
    expect(live).toEqual([]);
  });

  it('staff see the line, move people, raise capacity (offers follow) and offer a place by hand', async () => {
    const { s } = await fullSession(1);
    const [a, b, c] = [await member(), await member(), await member()];
    for (const m of [a, b, c]) await join(m.cookie, s.id);
    const url = `/api/staff/sessions/${s.id}/waitlist`;
    expect((await call('GET', url, a.cookie)).statusCode).toBe(403);
    let line = json<StaffWaitlistEntry[]>(await call('GET', url, staffCookie));
    expect(line.map((e) => e.athlete.id)).toEqual([a.user.id, b.user.id, c.user.id]);
    // c to the front.
    const cEntry = line[2]!;
    expect((await call('POST', `/api/staff/waitlist/${cEntry.id}/move`, staffCookie, { position: 1 })).statusCode).toBe(200);
    expect((await call('POST', `/api/staff/waitlist/${cEntry.id}/move`, a.cookie, { position: 1 })).statusCode).toBe(403);
    line = json<StaffWaitlistEntry[]>(await call('GET', url, staffCookie));
    expect(line.map((e) => [e.athlete.id, e.position])).toEqual([
      [c.user.id, 1],
      [a.user.id, 2],
      [b.user.id, 3],
    ]);
    // One more place: c (now first) is offered it.
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/staff/sessions/${s.id}`, headers: { cookie: staffCookie }, payload: { capacity: 2 } });
    expect(edit.statusCode).toBe(200);
    expect((await mine(c.cookie))[0]!.status).toBe('OFFERED');
    // b is offered a place by hand, out of turn: capacity grows by one for it.
    const bEntry = line.find((e) => e.athlete.id === b.user.id)!;
    expect((await call('POST', `/api/staff/waitlist/${bEntry.id}/offer`, staffCookie)).statusCode).toBe(200);
    expect((await mine(b.cookie))[0]!.status).toBe('OFFERED');
    expect((await mine(a.cookie))[0]!.position).toBe(1);
    const { s: after } = await expectPlacesAddUp(s.id);
    expect(after.totalSpots).toBe(3);
    // Only someone waiting can be moved or offered.
    expect((await call('POST', `/api/staff/waitlist/${bEntry.id}/offer`, staffCookie)).statusCode).toBe(409);
  });

  it('plan limits apply when the offer is taken', async () => {
    const { s, booked } = await fullSession(1);
    const free = await member('FREE');
    // Four sessions this month already: the Free plan's limit.
    for (let i = 0; i < 4; i++) {
      const other = await createSession(db(), programId, { spots: 5, hoursFromNow: 48 + i });
      expect((await payAndBook(t.app, free.cookie, other.id)).statusCode).toBe(200);
    }
    await join(free.cookie, s.id);
    await cancel(booked[0]!.cookie, s.id);
    expect((await mine(free.cookie))[0]!.status).toBe('OFFERED');
    expect((await createIntent(t.app, free.cookie, { sessionId: s.id })).statusCode).toBe(402);
  });

  it('books members who opted in with their default card as soon as a place is offered', async () => {
    const { s, booked } = await fullSession(1);
    const a = await member();
    const setup = json<{ clientSecret: string }>(await call('POST', '/api/create-setup-intent', a.cookie));
    const card = json<{ paymentMethodId: string }>(await confirmCard(t.app, a.cookie, setup.clientSecret));
    expect((await call('POST', '/api/payment-methods', a.cookie, { paymentMethodId: card.paymentMethodId, setAsDefault: true })).statusCode).toBe(201);
    expect((await join(a.cookie, s.id, { autoBook: true })).statusCode).toBe(201);
    await cancel(booked[0]!.cookie, s.id);
    expect(await bookingOf(a.cookie, s.id)).toBeTruthy();
    const mail = await db().select().from(outbox).where(eq(outbox.to, a.user.email));
    expect(mail.some((m) => m.subject.startsWith('Session confirmed'))).toBe(true);
    await expectPlacesAddUp(s.id);
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });

  it(`races: two places freed at once make two offers to two people, never more (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { s, booked } = await fullSession(2);
      const waiting = [await member(), await member(), await member()];
      for (const m of waiting) await join(m.cookie, s.id);
      const results = await Promise.all(booked.map((m) => cancel(m.cookie, s.id)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const { offered, s: after } = await expectPlacesAddUp(s.id);
      expect(offered.map((o) => o.athleteId).sort()).toEqual([waiting[0]!.user.id, waiting[1]!.user.id].sort());
      expect(after.availableSpots).toBe(0);
    }
  });

  it(`races: the offered member and a walk-up buyer at once, and a cancellation racing a join (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { s, booked } = await fullSession(1);
      const a = await member();
      await join(a.cookie, s.id);
      await cancel(booked[0]!.cookie, s.id);
      const walkUp = await member();
      const [mineRes, theirs] = await Promise.all([
        payAndBook(t.app, a.cookie, s.id).then(
          (r) => r.statusCode,
          () => 0,
        ),
        createIntent(t.app, walkUp.cookie, { sessionId: s.id }).then((r) => r.statusCode),
      ]);
      expect(mineRes).toBe(200);
      expect(theirs).toBe(409);
      await expectPlacesAddUp(s.id);

      // A cancellation and a join at the same moment: the joiner is either offered the place or
      // refused because it is free (and can book it); never both a free place and a waiting line.
      const { s: s2, booked: booked2 } = await fullSession(1);
      const b = await member();
      const [, joined] = await Promise.all([cancel(booked2[0]!.cookie, s2.id), join(b.cookie, s2.id)]);
      const { s: after, offered } = await expectPlacesAddUp(s2.id);
      if (joined.statusCode === 201) {
        expect(offered.map((o) => o.athleteId)).toEqual([b.user.id]);
        expect(after.availableSpots).toBe(0);
      } else {
        expect(json<{ message: string }>(joined).message).toBe(en('waitlist.notFull'));
        expect(after.availableSpots).toBe(1);
      }
    }
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });
  describe('a deleted account (issue 29, defect 1)', () => {
    const deleteAccount = (m: { cookie: string; password: string }) => call('POST', '/api/account/delete', m.cookie, { password: m.password });
    const activeEntries = async (userId: number) =>
      db()
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.athleteId, userId), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])));

    it('leaves every line: the people behind move up, and an offered place goes to the next one at once', async () => {
      const { s, booked } = await fullSession(1);
      const [gone, next, last] = [await member(), await member(), await member()];
      for (const m of [gone, next, last]) expect((await join(m.cookie, s.id)).statusCode).toBe(201);
      // The place frees: it is offered to the first in line, who then deletes the account.
      expect((await cancel(booked[0]!.cookie, s.id)).statusCode).toBe(200);
      expect((await mine(gone.cookie))[0]!.status).toBe('OFFERED');
      expect((await deleteAccount(gone)).statusCode).toBe(200);
      expect(await activeEntries(gone.user.id)).toEqual([]);
      expect((await mine(next.cookie))[0]).toMatchObject({ status: 'OFFERED' });
      expect((await mine(last.cookie))[0]).toMatchObject({ status: 'WAITING', position: 1 });
      const mailTo = await db().select().from(outbox).where(eq(outbox.to, next.email));
      expect(mailTo.length).toBeGreaterThan(0);
      await expectPlacesAddUp(s.id);
    });

    it('a join and a deletion at the same moment never leave an entry for the deleted account (20 trials)', async () => {
      for (let i = 0; i < TRIALS; i++) {
        const { s } = await fullSession(1);
        const m = await member();
        const [joined, deleted] = await Promise.all([join(m.cookie, s.id), deleteAccount(m)]);
        expect(deleted.statusCode).toBe(200);
        // The join either came first (and its entry was then removed) or found the account gone.
        expect([201, 401]).toContain(joined.statusCode);
        expect(await activeEntries(m.user.id)).toEqual([]);
        await expectPlacesAddUp(s.id);
      }
    });
  });
});
