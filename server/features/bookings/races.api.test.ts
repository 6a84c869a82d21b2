import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../common/messages/index.ts';
import { bookings, spotHolds } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createIntent, createProgram, createSession, linkParent, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { reconcile } from '../payments/reconcile.ts';

/*
 * Decision 019: every pair of actions that touch one booking, spot or payment, fired at the same
 * moment, 20 times on each database. After each scenario the books must balance (reconcile).
 */
const TRIALS = 20;

describe(`booking races on ${testDbKind()}`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let programId: number;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 5000 })).id;
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const post = (url: string, cookie: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const unlimited = async (userId: number) => db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, userId));
  const expectBooksBalance = async () => {
    const r = await reconcile(t.app.ctx);
    expect(r.mismatches).toEqual([]);
  };
  /** Net money kept from a user's payments (charges less refunds owed or paid, less money kept as forfeit is still kept). */
  const netCharged = async (userId: number) => {
    const rows = await db()
      .select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
      .where(eq(payments.userId, userId));
    const owed = await db()
      .select({ cents: refunds.amountCents })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(payments.userId, userId), eq(refunds.status, 'PENDING')));
    const sum = (k: string) => rows.filter((r) => r.kind === k).reduce((n, r) => n + r.cents, 0);
    return sum('CHARGE') - sum('REFUND') - owed.reduce((n, r) => n + r.cents, 0);
  };

  it('a session cancelled by staff while its payment completes is never booked, and the payment is refunded and e-mailed', async () => {
    const a = await signupUser(t.app);
    await unlimited(a.user.id);
    for (let i = 0; i < TRIALS; i++) {
      const s = await createSession(db(), programId, { spots: 5 });
      const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
      const [cancel, paid] = await Promise.all([
        post(`/api/staff/sessions/${s.id}/cancel`, staffCookie),
        confirmCard(t.app, a.cookie, intent.clientSecret).then(() =>
          post('/api/session-bookings', a.cookie, { sessionId: s.id, paymentIntentId: intent.paymentIntentId }),
        ),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      const live = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, s.id), eq(bookings.status, 'CONFIRMED')));
      expect(live).toEqual([]);
      const [p] = await db().select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
      expect(p!.status).toBe('REFUNDED');
      const holds = await db()
        .select()
        .from(spotHolds)
        .where(and(eq(spotHolds.sessionId, s.id), eq(spotHolds.status, 'ACTIVE')));
      expect(holds).toEqual([]);
    }
    expect(await netCharged(a.user.id)).toBe(0);
    await expectBooksBalance();
  });

  it('the Free plan books at most 4 sessions a month however many checkouts start at once; the refusal comes at the first step', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const a = await signupUser(t.app);
      await registerAthlete(db(), a.user.id);
      const sessions = await Promise.all(Array.from({ length: 8 }, () => createSession(db(), programId)));
      const intents = await Promise.all(sessions.map((s) => createIntent(t.app, a.cookie, { sessionId: s.id })));
      const ok = intents.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(4);
      for (const r of intents.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(402);
        expect(json<{ message: string; limit: string }>(r).limit).toBe('maxTrainingSessions');
      }
      await Promise.all(
        ok.map(async (r) => {
          const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(r);
          await confirmCard(t.app, a.cookie, clientSecret);
          const [p] = await db().select().from(payments).where(eq(payments.intentId, paymentIntentId));
          return post('/api/session-bookings', a.cookie, { sessionId: Number(p!.details.sessionId), paymentIntentId });
        }),
      );
      const booked = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.payerId, a.user.id), eq(bookings.status, 'CONFIRMED')));
      expect(booked).toHaveLength(4);
    }
    await expectBooksBalance();
  });

  it('a payment that completes after its hold lapsed is checked against the limit again, and refunded when it is reached', async () => {
    const a = await signupUser(t.app);
    await registerAthlete(db(), a.user.id);
    const sessions = await Promise.all(Array.from({ length: 5 }, () => createSession(db(), programId)));
    const first = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: sessions[0]!.id }));
    // The first hold lapses before its card is confirmed; four other sessions are booked meanwhile.
    await db()
      .update(spotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(spotHolds.payerId, a.user.id));
    for (const s of sessions.slice(1)) {
      const r = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
      await confirmCard(t.app, a.cookie, r.clientSecret);
    }
    await confirmCard(t.app, a.cookie, first.clientSecret);
    const late = await post('/api/session-bookings', a.cookie, { sessionId: sessions[0]!.id, paymentIntentId: first.paymentIntentId });
    expect(late.statusCode).toBe(402);
    expect(json(late).message).toMatch(/4 training sessions a month/);
    const [p] = await db().select().from(payments).where(eq(payments.intentId, first.paymentIntentId));
    expect(p!.status).toBe('REFUNDED');
    expect(await db().select().from(bookings).where(eq(bookings.payerId, a.user.id))).toHaveLength(4);
    await expectBooksBalance();
  });

  it('switching to a saved card while the typed card is being confirmed never charges twice', async () => {
    const a = await signupUser(t.app);
    await unlimited(a.user.id);
    // A saved card, from a first booking.
    const s0 = await createSession(db(), programId);
    const first = json<{ clientSecret: string }>(await createIntent(t.app, a.cookie, { sessionId: s0.id }));
    const card = json<{ paymentMethodId: string }>(await confirmCard(t.app, a.cookie, first.clientSecret));
    expect((await post('/api/payment-methods', a.cookie, { paymentMethodId: card.paymentMethodId, setAsDefault: true })).statusCode).toBe(201);
    for (let i = 0; i < TRIALS; i++) {
      const s = await createSession(db(), programId);
      const one = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
      const [typed, switched] = await Promise.all([
        confirmCard(t.app, a.cookie, one.clientSecret),
        createIntent(t.app, a.cookie, { sessionId: s.id, paymentMethodId: card.paymentMethodId }),
      ]);
      expect([200, 402]).toContain(typed.statusCode);
      // Either the switch came first (intent 2 pays), or the typed card was booked first (already booked).
      if (switched.statusCode === 200) {
        const two = json<{ clientSecret: string; paymentIntentId: string }>(switched);
        await post('/api/test-provider/confirm', a.cookie, { clientSecret: two.clientSecret, paymentMethodId: card.paymentMethodId });
      } else {
        expect(switched.statusCode).toBe(409);
        expect(json(switched).message).toBe(en('bookings.alreadyBooked'));
      }
      const booked = await post('/api/session-bookings', a.cookie, { sessionId: s.id });
      expect(booked.statusCode).toBe(200);
      const live = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, s.id), eq(bookings.status, 'CONFIRMED')));
      expect(live).toHaveLength(1);
      const [p] = await db().select().from(payments).where(eq(payments.id, live[0]!.paymentId!));
      const charges = await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, p!.id), eq(ledgerEntries.kind, 'CHARGE')));
      expect(charges).toHaveLength(1);
    }
    expect(await netCharged(a.user.id)).toBe(5000 * (TRIALS + 1));
    await expectBooksBalance();
  });

  it('a second succeeded charge reported for one payment is refunded automatically', async () => {
    const a = await signupUser(t.app);
    await unlimited(a.user.id);
    const s = await createSession(db(), programId);
    const one = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
    await confirmCard(t.app, a.cookie, one.clientSecret);
    // The provider reports a second succeeded intent for the same payment (as if both had been confirmed).
    const [p] = await db().select().from(payments).where(eq(payments.intentId, one.paymentIntentId));
    const [me] = await db().select().from(users).where(eq(users.id, a.user.id));
    const extra = await t.app.ctx.payments.createIntent({
      amountCents: 5000,
      currency: 'usd',
      customerId: await ensureCustomer(t.app.ctx, me!),
      description: 'a second intent for the same payment',
      metadata: { paymentId: String(p!.id), kind: 'SESSION', sessionId: String(s.id), athleteId: String(a.user.id), userId: String(a.user.id) },
      idempotencyKey: `dup-${p!.id}`,
    });
    expect((await confirmCard(t.app, a.cookie, extra.clientSecret)).statusCode).toBe(200);
    const charges = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, p!.id), eq(ledgerEntries.kind, 'CHARGE')));
    expect(charges).toHaveLength(2);
    const dup = await db().select().from(refunds).where(eq(refunds.paymentId, p!.id));
    expect(dup.map((r) => [r.amountCents, r.status])).toEqual([[5000, 'SUCCEEDED']]);
    expect(await db().select().from(bookings).where(eq(bookings.paymentId, p!.id))).toHaveLength(1);
    expect(await netCharged(a.user.id)).toBe(5000);
    await expectBooksBalance();
  });

  it('a parent opening checkout while the athlete pays hands the hold over or finds it paid: one booking, one charge', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app);
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    await unlimited(parent.user.id);
    await unlimited(kid.user.id);
    for (let i = 0; i < TRIALS; i++) {
      const s = await createSession(db(), programId, { spots: 3 });
      const own = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, kid.cookie, { sessionId: s.id }));
      const [kidPaid, parentOpened] = await Promise.all([
        confirmCard(t.app, kid.cookie, own.clientSecret),
        createIntent(t.app, parent.cookie, { sessionId: s.id, athleteId: kid.user.id }),
      ]);
      if (parentOpened.statusCode === 200) {
        const theirs = json<{ clientSecret: string }>(parentOpened);
        await confirmCard(t.app, parent.cookie, theirs.clientSecret);
        await post('/api/session-bookings', parent.cookie, { sessionId: s.id });
      } else {
        expect(parentOpened.statusCode).toBe(409);
      }
      if (kidPaid.statusCode === 200) await post('/api/session-bookings', kid.cookie, { sessionId: s.id });
      const live = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, s.id), eq(bookings.status, 'CONFIRMED')));
      expect(live).toHaveLength(1);
      const [session] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, s.id));
      expect(session!.availableSpots).toBe(2);
    }
    expect((await netCharged(parent.user.id)) + (await netCharged(kid.user.id))).toBe(5000 * TRIALS);
    await expectBooksBalance();
  });

  it('a cancellation 24 hours ahead racing a second cancel refunds once; a late one keeps the money in the ledger', async () => {
    const a = await signupUser(t.app);
    await unlimited(a.user.id);
    for (let i = 0; i < TRIALS; i++) {
      const s = await createSession(db(), programId, { hoursFromNow: i % 2 === 0 ? 72 : 5 });
      const r = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
      await confirmCard(t.app, a.cookie, r.clientSecret);
      const { id } = json<{ id: number }>(await post('/api/session-bookings', a.cookie, { sessionId: s.id }));
      const answers = await Promise.all([post(`/api/session-bookings/${id}/cancel`, a.cookie), post(`/api/session-bookings/${id}/cancel`, a.cookie)]);
      expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
      const [p] = await db().select().from(payments).where(eq(payments.intentId, r.paymentIntentId));
      const paid = await db().select().from(refunds).where(eq(refunds.paymentId, p!.id));
      expect(paid).toHaveLength(i % 2 === 0 ? 1 : 0);
    }
    expect(await netCharged(a.user.id)).toBe((TRIALS / 2) * 5000);
    await expectBooksBalance();
  });
});
