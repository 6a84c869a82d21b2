import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credits, type PackReport, type StaffPack } from '../../../common/packs.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { creditGrants, creditUses } from '../../db/schema/packs.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createProgram, createSession, linkParent, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { expireCredits, sendExpiryNotices } from './credits.ts';
import { en } from '../../../common/messages/index.ts';

/* Session packs (issue 18, decision 029): every rule, and the races, on each database. */
const TRIALS = 20;

describe(`session packs on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let staffCookie: string;
  let programA: number;
  let programB: number;
  beforeAll(async () => {
    t = await createTestApp();
    programA = (await createProgram(t.database.db, { priceCents: 5000 })).id;
    programB = (await createProgram(t.database.db, { priceCents: 6000 })).id;
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const newPack = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/staff/packs', staffCookie, { name: 'Ten pack', credits: 10, price: 400, validityDays: 90, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return json<StaffPack>(res);
  };
  const member = async (role: 'ATHLETE' | 'PARENT' = 'ATHLETE') => {
    const m = await signupUser(t.app, role);
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    if (role === 'ATHLETE') await registerAthlete(db(), m.user.id);
    return m;
  };
  const buy = async (cookie: string, packId: number) => {
    const intent = await call('POST', `/api/packs/${packId}/payment-intent`, cookie, {});
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(intent);
    expect((await confirmCard(t.app, cookie, clientSecret)).statusCode).toBe(200);
    return call('POST', `/api/packs/${packId}/purchase`, cookie, { paymentIntentId });
  };
  const credits = async (cookie: string) => json<Credits>(await call('GET', '/api/credits', cookie));
  const withCredit = (cookie: string, sessionId: number, athleteId?: number) =>
    call('POST', '/api/session-bookings/with-credit', cookie, { sessionId, ...(athleteId ? { athleteId } : {}) });
  const booksBalance = async () => expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);

  it('staff define, edit and retire packs; only staff; bad input is a 400', async () => {
    const pack = await newPack({ name: 'Speed five', credits: 5, price: 199, programIds: [programA] });
    expect(pack).toMatchObject({ credits: 5, price: 199, pricePerSession: 39.8, programs: [{ id: programA }], active: true, sold: 0 });
    const a = await member();
    expect((await call('POST', '/api/staff/packs', a.cookie, { name: 'x pack', credits: 1, price: 10, validityDays: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/packs', a.cookie)).statusCode).toBe(403);
    for (const bad of [
      {},
      { name: 'P', credits: 0, price: 10, validityDays: 5 },
      { name: 'Pack\u0000', credits: 1, price: 10, validityDays: 5 },
      { name: 'Pack', credits: 1, price: 10, validityDays: 5, programIds: [2 ** 31] },
    ]) {
      expect((await call('POST', '/api/staff/packs', staffCookie, bad)).statusCode).toBe(400);
    }
    expect(
      (await call('POST', '/api/staff/packs', staffCookie, { name: 'Ghost pack', credits: 1, price: 10, validityDays: 5, programIds: [999999] })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/api/staff/packs/${pack.id}`, staffCookie, {})).statusCode).toBe(400);
    const edited = json<StaffPack>(await call('PATCH', `/api/staff/packs/${pack.id}`, staffCookie, { price: 180, programIds: [] }));
    expect(edited).toMatchObject({ price: 180, programs: [] });
    expect(json<Array<{ id: number }>>(await call('GET', '/api/packs')).some((p) => p.id === pack.id)).toBe(true);
    expect(json<StaffPack>(await call('PATCH', `/api/staff/packs/${pack.id}`, staffCookie, { active: false })).active).toBe(false);
    expect(json<Array<{ id: number }>>(await call('GET', '/api/packs')).some((p) => p.id === pack.id)).toBe(false);
    expect((await call('POST', `/api/packs/${pack.id}/payment-intent`, a.cookie, {})).statusCode).toBe(400);
  });

  it('a member buys a pack once per payment; credits are in the ledger; the books balance', async () => {
    const pack = await newPack({ credits: 3, price: 100 });
    const a = await member();
    const bought = await buy(a.cookie, pack.id);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(json<{ message: string; grant: { credits: number; remaining: number } }>(bought)).toMatchObject({
      message: en('packs.bought'),
      grant: { credits: 3, remaining: 3 },
    });
    const c = await credits(a.cookie);
    expect(c.balance).toBe(3);
    expect(c.nextExpiry?.credits).toBe(3);
    // Replaying the purchase gives no more credits.
    const [grant] = await db().select().from(creditGrants).where(eq(creditGrants.ownerId, a.user.id));
    const payment = await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, grant!.paymentId));
    expect(payment.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['CHARGE', 10000],
      ['CREDITS_BOUGHT', 10000],
    ]);
    const coach = await signupUser(t.app, 'COACH');
    expect((await call('POST', `/api/packs/${pack.id}/payment-intent`, coach.cookie, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/packs/${pack.id}/payment-intent`, undefined, {})).statusCode).toBe(401);
    await booksBalance();
  });

  it('books with the credit that expires soonest and covers the program; a cancellation 24 hours ahead returns it, a later one keeps it', async () => {
    const any = await newPack({ name: 'Any pack', credits: 2, price: 90, validityDays: 60 });
    const onlyA = await newPack({ name: 'A pack', credits: 1, price: 50, validityDays: 10, programIds: [programA] });
    const a = await member();
    await buy(a.cookie, any.id);
    await buy(a.cookie, onlyA.id);
    const sB = await createSession(db(), programB, { hoursFromNow: 72 });
    const sA = await createSession(db(), programA, { hoursFromNow: 72 });
    const late = await createSession(db(), programA, { hoursFromNow: 10 });
    // Program A: the A pack expires first.
    const first = await withCredit(a.cookie, sA.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ creditsLeft: number }>(first).creditsLeft).toBe(2);
    const used = await db()
      .select({ grant: creditGrants.packName })
      .from(creditUses)
      .innerJoin(creditGrants, eq(creditGrants.id, creditUses.grantId))
      .where(eq(creditUses.bookingId, json<{ id: number }>(first).id));
    expect(used.map((u) => u.grant)).toEqual(['A pack']);
    // Program B: only the any-program pack covers it.
    expect((await withCredit(a.cookie, sB.id)).statusCode).toBe(200);
    expect((await credits(a.cookie)).balance).toBe(1);
    const lateBooking = json<{ id: number }>(await withCredit(a.cookie, late.id));
    expect((await credits(a.cookie)).balance).toBe(0);
    const none = await withCredit(a.cookie, (await createSession(db(), programB, { hoursFromNow: 80 })).id);
    expect(none.statusCode).toBe(409);
    expect(json<{ message: string }>(none).message).toBe(en('packs.noCredit'));
    // In time: the credit comes back, no money moves.
    const booked = json<Array<{ id: number; paidWithCredit?: boolean; creditPack?: string | null; session: { id: number } }>>(
      await call('GET', '/api/my-bookings', a.cookie),
    );
    const onA = booked.find((b) => b.session.id === sA.id)!;
    expect(onA.paidWithCredit).toBe(true);
    // Every place that shows it says which pack paid (issue 29).
    expect(onA.creditPack).toBe('A pack');
    const cancelled = json<{ refunded: number; creditReturned?: boolean }>(await call('POST', `/api/session-bookings/${onA.id}/cancel`, a.cookie));
    expect(cancelled).toMatchObject({ refunded: 0, creditReturned: true });
    expect((await credits(a.cookie)).balance).toBe(1);
    // Late: the credit is kept.
    const lateCancel = json<{ creditReturned?: boolean }>(await call('POST', `/api/session-bookings/${lateBooking.id}/cancel`, a.cookie));
    expect(lateCancel.creditReturned).toBe(false);
    expect((await credits(a.cookie)).balance).toBe(1);
    const mail = await db().select().from(outbox).where(eq(outbox.to, a.user.email));
    expect(
      mail.some(
        (m) =>
          m.text.includes('the session credit you used is back in your A pack. A credit is never refunded as money.') &&
          m.text.includes('Paid with 1 credit from A pack'),
      ),
    ).toBe(true);
    // Staff cancelling a session give the credit back too.
    const sA2 = await createSession(db(), programA, { hoursFromNow: 90 });
    expect((await withCredit(a.cookie, sA2.id)).statusCode).toBe(200);
    expect((await credits(a.cookie)).balance).toBe(0);
    await call('POST', `/api/staff/sessions/${sA2.id}/cancel`, staffCookie);
    expect((await credits(a.cookie)).balance).toBe(1);
    await booksBalance();
  });

  it("a parent's credits serve every linked athlete", async () => {
    const pack = await newPack({ credits: 10, price: 400 });
    const parent = await member('PARENT');
    const kids = [await member(), await member()];
    for (const k of kids) await linkParent(db(), parent.user.id, { id: k.user.id, email: k.user.email });
    await buy(parent.cookie, pack.id);
    const s = await createSession(db(), programA, { hoursFromNow: 72, spots: 5 });
    for (const k of kids) expect((await withCredit(parent.cookie, s.id, k.user.id)).statusCode).toBe(200);
    expect((await credits(parent.cookie)).balance).toBe(8);
    // A child cannot spend the parent's credits for themselves.
    expect((await withCredit(kids[0]!.cookie, (await createSession(db(), programA, { hoursFromNow: 75 })).id)).statusCode).toBe(409);
    // Nor for someone not linked.
    const stranger = await member();
    expect((await withCredit(parent.cookie, s.id, stranger.user.id)).statusCode).toBe(403);
  });

  it(`races: the last credit spent twice at once books once (${TRIALS} trials)`, async () => {
    const pack = await newPack({ credits: 1, price: 40 });
    for (let i = 0; i < TRIALS; i++) {
      const a = await member();
      await buy(a.cookie, pack.id);
      const [s1, s2] = [await createSession(db(), programA, { hoursFromNow: 72 }), await createSession(db(), programB, { hoursFromNow: 73 })];
      const results = await Promise.all([withCredit(a.cookie, s1.id), withCredit(a.cookie, s2.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const live = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.payerId, a.user.id), eq(bookings.status, 'CONFIRMED')));
      expect(live).toHaveLength(1);
      expect((await credits(a.cookie)).balance).toBe(0);
    }
    await booksBalance();
  });

  it(`races: one credit for a session's last place, and a card buyer, at once (${TRIALS} trials)`, async () => {
    const pack = await newPack({ credits: 5, price: 200 });
    for (let i = 0; i < TRIALS; i++) {
      const a = await member();
      await buy(a.cookie, pack.id);
      const b = await member();
      const s = await createSession(db(), programA, { hoursFromNow: 72, spots: 1 });
      const [credit, card] = await Promise.all([withCredit(a.cookie, s.id), call('POST', '/api/create-payment-intent', b.cookie, { sessionId: s.id })]);
      expect([credit.statusCode, card.statusCode].filter((c) => c === 200)).toHaveLength(1);
      const live = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, s.id), eq(bookings.status, 'CONFIRMED')));
      expect(live.length).toBe(credit.statusCode === 200 ? 1 : 0);
    }
  });

  it(`races: the same athlete's card payment and a credit booking for one session at once book once, never 500 (issue 29, defect 2; ${TRIALS} trials)`, async () => {
    const pack = await newPack({ credits: 5, price: 200 });
    for (let i = 0; i < TRIALS; i++) {
      const a = await member();
      await buy(a.cookie, pack.id);
      const s = await createSession(db(), programA, { hoursFromNow: 72, spots: 2 });
      const intent = await call('POST', '/api/create-payment-intent', a.cookie, { sessionId: s.id });
      expect(intent.statusCode, intent.body).toBe(200);
      const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(intent);
      // The card is confirmed (its event fulfils the booking) while the same athlete books with a credit.
      const [card, credit] = await Promise.all([
        confirmCard(t.app, a.cookie, clientSecret).then(() =>
          call('POST', '/api/session-bookings', a.cookie, { sessionId: s.id, status: 'CONFIRMED', paymentIntentId }),
        ),
        withCredit(a.cookie, s.id),
      ]);
      expect(
        [card.statusCode, credit.statusCode].every((c) => c < 500),
        `${card.statusCode} ${card.body} / ${credit.statusCode} ${credit.body}`,
      ).toBe(true);
      const live = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, s.id), eq(bookings.athleteId, a.user.id), eq(bookings.status, 'CONFIRMED')));
      expect(live).toHaveLength(1);
      // Whichever lost is undone: the credit back, or the card refunded (in the ledger, checked below).
      expect((await credits(a.cookie)).balance).toBe(live[0]!.paidWithCredit ? 4 : 5);
    }
    await booksBalance();
  });

  it('unused credits expire (in the ledger), with an e-mail a week before; staff reports show packs sold, credits used and outstanding', async () => {
    const pack = await newPack({ name: 'Short pack', credits: 4, price: 100, validityDays: 5 });
    const a = await member();
    await buy(a.cookie, pack.id);
    expect((await withCredit(a.cookie, (await createSession(db(), programA, { hoursFromNow: 48 })).id)).statusCode).toBe(200);
    // Expires within a week: one e-mail, once.
    expect(await sendExpiryNotices(t.app.ctx)).toBeGreaterThanOrEqual(1);
    await sendExpiryNotices(t.app.ctx);
    const notices = (await db().select().from(outbox).where(eq(outbox.to, a.user.email))).filter((m) => m.subject.includes('expire'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('3 credits of your Short pack expire on');
    const report = json<PackReport>(await call('GET', '/api/staff/reports/packs', staffCookie));
    const row = report.packs.find((p) => p.id === pack.id)!;
    expect(row).toMatchObject({ sold: 1, revenue: 100, creditsUsed: 1, creditsOutstanding: 3, outstandingValue: 75 });
    expect(report.outstandingValue).toBeGreaterThanOrEqual(75);
    const csv = await call('GET', '/api/staff/reports/packs.csv', staffCookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('"Short pack","1","100.00","1","3","75.00"');
    expect((await call('GET', '/api/staff/reports/packs', a.cookie)).statusCode).toBe(403);
    // Six days later the three unused credits expire: a ledger movement of their value.
    await expireCredits(db(), new Date(Date.now() + 6 * 24 * 3600_000));
    const [grant] = await db().select().from(creditGrants).where(eq(creditGrants.ownerId, a.user.id));
    const expired = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, grant!.paymentId), eq(ledgerEntries.kind, 'CREDITS_EXPIRED')));
    expect(expired.map((e) => e.amountCents)).toEqual([7500]);
    await booksBalance();
  });
});
