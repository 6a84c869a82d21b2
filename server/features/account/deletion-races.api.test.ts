import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPack } from '../../../common/packs.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { creditGrants, creditUses } from '../../db/schema/packs.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { OfflinePaymentProvider } from '../../platform/payments/offline-provider.ts';
import type { ProviderEvent } from '../../platform/payments/provider.ts';
import { confirmCard, createProgram, createSession, linkParent, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { fulfilIntent, handlePaymentEvent } from '../payments/events.ts';
import { reconcile } from '../payments/reconcile.ts';
import { en } from '../../../common/messages/index.ts';

/*
 * Issue 29, defect 5: deleting an account while something is being bought for it. A booking (or a
 * pickup place, credits, a plan) and the deletion exclude each other: either the purchase lands first
 * and the deletion is refused (the person cancels first), or the account is gone and whatever was
 * paid is refunded in full, with nothing bought. 20 trials of each race, on each database.
 */
const TRIALS = 20;
/**
 * The deletion first checks the password (argon2, tens of milliseconds) before its transaction; the
 * purchase starts later by a step that grows with each trial, so the trials sweep across the moment
 * the two transactions overlap instead of always missing it.
 */
const stagger = (trial: number) => new Promise((resolve) => setTimeout(resolve, trial * 6));

describe(`deleting an account while something is bought for it (issue 29, defect 5) on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let programId: number;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { name: 'Deletion Lab', priceCents: 6000 })).id;
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true, coachStatus: 'APPROVED' }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const provider = () => t.app.ctx.payments as OfflinePaymentProvider;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const del = (m: { cookie: string; password: string }) => call('POST', '/api/account/delete', m.cookie, { password: m.password });
  const isDeleted = async (id: number) => !!(await db().select({ d: users.deletedAt }).from(users).where(eq(users.id, id)))[0]?.d;
  const liveBookings = (athleteId: number) =>
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.athleteId, athleteId), inArray(bookings.status, ['CONFIRMED', 'PENDING'])));
  const refunded = async (paymentId: number) =>
    (await db().select().from(refunds).where(eq(refunds.paymentId, paymentId)))
      .filter((r) => !r.key?.startsWith('duplicate:'))
      .reduce((sum, r) => sum + r.amountCents, 0);
  /** What the card was charged for a payment (nothing when the deletion came before the card was confirmed). */
  const charged = async (paymentId: number) =>
    (
      await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'CHARGE')))
    ).reduce((sum, e) => sum + e.amountCents, 0);
  const booksBalance = async () => expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  const athlete = async () => {
    const a = await signupUser(t.app);
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, a.user.id));
    await registerAthlete(db(), a.user.id);
    return a;
  };
  const sessionIntent = async (cookie: string, sessionId: number, athleteId?: number) => {
    const res = await call('POST', '/api/create-payment-intent', cookie, { sessionId, ...(athleteId ? { athleteId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ clientSecret: string; paymentIntentId: string }>(res);
  };
  const paymentOf = async (intentId: string) => (await db().select().from(payments).where(eq(payments.intentId, intentId)))[0]!;
  const mailsTo = async (address: string) => db().select().from(outbox).where(eq(outbox.to, address));

  /** Holds the provider's events (the card confirmed, the webhook not yet delivered) until `deliver`. */
  async function withHeldEvents<T>(run: (deliver: () => Promise<void>) => Promise<T>): Promise<T> {
    const held: ProviderEvent[] = [];
    const p = provider();
    const original = p.onEvent;
    p.onEvent = async (event) => void held.push(event);
    try {
      return await run(async () => {
        for (const event of held.splice(0)) await handlePaymentEvent(t.app.ctx, event);
      });
    } finally {
      p.onEvent = original;
    }
  }

  it('a session payment that completes after its athlete deleted the account books nothing, is refunded in full and mails no one', async () => {
    const a = await athlete();
    const s = await createSession(db(), programId, { hoursFromNow: 72, spots: 3 });
    const { clientSecret, paymentIntentId } = await sessionIntent(a.cookie, s.id);
    await withHeldEvents(async (deliver) => {
      expect((await confirmCard(t.app, a.cookie, clientSecret)).statusCode).toBe(200);
      // The checkout's hold does not stop the deletion: the place goes back to the session.
      expect((await del(a)).statusCode).toBe(200);
      await deliver();
    });
    // The browser's call, or the sweep, after the event: the same answer, still nothing booked.
    await expect(fulfilIntent(t.app.ctx, await provider().retrieveIntent(paymentIntentId))).rejects.toMatchObject({
      statusCode: 409,
      message: en('account.deletedDuringPayment'),
    });
    expect(await liveBookings(a.user.id)).toHaveLength(0);
    const p = await paymentOf(paymentIntentId);
    expect(p.status).toBe('REFUNDED');
    expect(await refunded(p.id)).toBe(6000);
    expect((await db().select().from(refunds).where(eq(refunds.paymentId, p.id))).every((r) => r.status === 'SUCCEEDED')).toBe(true);
    const [after] = await db().select().from(users).where(eq(users.id, a.user.id));
    expect(await mailsTo(after!.email)).toHaveLength(0);
    expect((await db().select().from(bookings).where(eq(bookings.sessionId, s.id))).length).toBe(0);
    await booksBalance();
  });

  it('credits, a pickup place and a plan paid after the account was deleted are refunded in full and give nothing', async () => {
    const packRes = await call('POST', '/api/staff/packs', staffCookie, { name: 'Gone pack', credits: 3, price: 90, validityDays: 30 });
    expect(packRes.statusCode, packRes.body).toBe(201);
    const pack = json<StaffPack>(packRes);
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const [game] = await db()
      .insert(pickupGames)
      .values({
        title: 'Late Run',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '19:00:00',
        endTime: '21:00:00',
        startsAt,
        location: 'Court 1',
        maxPlayers: 10,
        cost: 1500,
        skillLevel: 'All',
      })
      .returning();
    const a = await athlete();
    const intents = await Promise.all([
      call('POST', `/api/packs/${pack.id}/payment-intent`, a.cookie, {}),
      call('POST', '/api/pickup-games/create-payment-intent', a.cookie, { gameId: game!.id }),
      call('POST', '/api/subscription/upgrade', a.cookie, { planName: 'TEAM' }),
    ]);
    for (const r of intents) expect(r.statusCode, r.body).toBe(200);
    const started = intents.map((r) => json<{ clientSecret: string; paymentIntentId: string }>(r));
    await withHeldEvents(async (deliver) => {
      for (const s of started) expect((await confirmCard(t.app, a.cookie, s.clientSecret)).statusCode).toBe(200);
      expect((await del(a)).statusCode).toBe(200);
      await deliver();
    });
    for (const s of started) {
      await expect(fulfilIntent(t.app.ctx, await provider().retrieveIntent(s.paymentIntentId))).rejects.toMatchObject({
        statusCode: 409,
        message: en('account.deletedDuringPayment'),
      });
      const p = await paymentOf(s.paymentIntentId);
      expect(await refunded(p.id), p.kind).toBe(p.amountCents);
    }
    expect(await db().select().from(creditGrants).where(eq(creditGrants.ownerId, a.user.id))).toHaveLength(0);
    expect(await db().select().from(pickupPlayers).where(eq(pickupPlayers.userId, a.user.id))).toHaveLength(0);
    expect((await db().select().from(pickupGames).where(eq(pickupGames.id, game!.id)))[0]!.currentPlayers).toBe(0);
    expect(
      await db()
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, a.user.id), eq(subscriptions.status, 'ACTIVE'))),
    ).toHaveLength(0);
    expect((await db().select().from(users).where(eq(users.id, a.user.id)))[0]!.subscriptionTier).toBe('FREE');
    await booksBalance();
  });

  it(`races: a card booking and the athlete's deletion at once (${TRIALS} trials): booked and the deletion refused, or deleted and refunded; never both`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const a = await athlete();
      const s = await createSession(db(), programId, { hoursFromNow: 72, spots: 2 });
      const { clientSecret, paymentIntentId } = await sessionIntent(a.cookie, s.id);
      // Confirming the card fulfils the booking (the provider's event), while the account is deleted.
      const [, deletion] = await Promise.all([stagger(i).then(() => confirmCard(t.app, a.cookie, clientSecret)), del(a)]);
      expect(deletion.statusCode, deletion.body).toBeLessThan(500);
      await fulfilIntent(t.app.ctx, await provider().retrieveIntent(paymentIntentId)).catch(() => undefined);
      const p = await paymentOf(paymentIntentId);
      if (await isDeleted(a.user.id)) {
        expect(deletion.statusCode).toBe(200);
        expect(await liveBookings(a.user.id)).toHaveLength(0);
        expect(await refunded(p.id)).toBe(await charged(p.id));
        expect(await db().select().from(bookings).where(eq(bookings.sessionId, s.id))).toHaveLength(0);
      } else {
        expect(deletion.statusCode).toBe(409);
        expect(json<{ message: string }>(deletion).message).toBe(en('account.upcomingBookings', { n: 1 }));
        expect(await liveBookings(a.user.id)).toHaveLength(1);
        expect(await refunded(p.id)).toBe(0);
      }
    }
    await booksBalance();
  });

  it(`races: a parent's card booking for a child and the child's deletion at once (${TRIALS} trials): never a booking for a deleted child`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const child = await athlete();
      const parent = await signupUser(t.app, 'PARENT');
      await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, parent.user.id));
      await linkParent(db(), parent.user.id, { id: child.user.id, email: child.email });
      const s = await createSession(db(), programId, { hoursFromNow: 72, spots: 2 });
      const { clientSecret, paymentIntentId } = await sessionIntent(parent.cookie, s.id, child.user.id);
      const [, deletion] = await Promise.all([stagger(i).then(() => confirmCard(t.app, parent.cookie, clientSecret)), del(child)]);
      expect(deletion.statusCode, deletion.body).toBeLessThan(500);
      await fulfilIntent(t.app.ctx, await provider().retrieveIntent(paymentIntentId)).catch(() => undefined);
      const p = await paymentOf(paymentIntentId);
      const live = await liveBookings(child.user.id);
      if (await isDeleted(child.user.id)) {
        expect(live).toHaveLength(0);
        // The parent's card was charged (the parent is not deleted): all of it comes back, and they are told.
        expect(await charged(p.id)).toBe(6000);
        expect(await refunded(p.id)).toBe(6000);
        expect((await mailsTo(parent.email)).some((m) => m.subject === 'Your payment has been refunded')).toBe(true);
      } else {
        expect(deletion.statusCode).toBe(409);
        expect(live).toHaveLength(1);
        expect(await refunded(p.id)).toBe(0);
      }
    }
    await booksBalance();
  });

  it(`races: a credit booking and the deletion at once (${TRIALS} trials): booked with the credit spent, or deleted with the credit unspent`, async () => {
    const packRes = await call('POST', '/api/staff/packs', staffCookie, { name: 'Race pack', credits: 5, price: 200, validityDays: 30 });
    const pack = json<StaffPack>(packRes);
    for (let i = 0; i < TRIALS; i++) {
      const a = await athlete();
      const intent = json<{ clientSecret: string; paymentIntentId: string }>(await call('POST', `/api/packs/${pack.id}/payment-intent`, a.cookie, {}));
      await confirmCard(t.app, a.cookie, intent.clientSecret);
      expect((await call('POST', `/api/packs/${pack.id}/purchase`, a.cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
      const s = await createSession(db(), programId, { hoursFromNow: 72, spots: 2 });
      const [booking, deletion] = await Promise.all([
        stagger(i).then(() => call('POST', '/api/session-bookings/with-credit', a.cookie, { sessionId: s.id })),
        del(a),
      ]);
      expect(booking.statusCode, booking.body).toBeLessThan(500);
      expect(deletion.statusCode, deletion.body).toBeLessThan(500);
      const live = await liveBookings(a.user.id);
      if (await isDeleted(a.user.id)) {
        expect(live).toHaveLength(0);
        // Refused: signed out (401), or the athlete's details gone with the account (409).
        expect([401, 409]).toContain(booking.statusCode);
        const [grant] = await db().select().from(creditGrants).where(eq(creditGrants.ownerId, a.user.id));
        expect(
          await db()
            .select()
            .from(creditUses)
            .where(and(eq(creditUses.grantId, grant!.id), eq(creditUses.status, 'USED'))),
        ).toHaveLength(0);
      } else {
        expect(deletion.statusCode).toBe(409);
        expect(booking.statusCode).toBe(200);
        expect(live).toHaveLength(1);
        expect(live[0]!.paidWithCredit).toBe(true);
      }
    }
    await booksBalance();
  });

  it(`races: a paid pickup place and the deletion at once (${TRIALS} trials): in the game and the deletion refused, or deleted and refunded`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const startsAt = new Date(Date.now() + 72 * 3600_000);
      const [game] = await db()
        .insert(pickupGames)
        .values({
          title: `Race Run ${i}`,
          sport: 'basketball',
          date: startsAt.toISOString().slice(0, 10),
          startTime: '19:00:00',
          endTime: '21:00:00',
          startsAt,
          location: 'Court 1',
          maxPlayers: 10,
          cost: 1500,
          skillLevel: 'All',
        })
        .returning();
      const a = await athlete();
      const intent = json<{ clientSecret: string; paymentIntentId: string }>(
        await call('POST', '/api/pickup-games/create-payment-intent', a.cookie, { gameId: game!.id }),
      );
      const [, deletion] = await Promise.all([stagger(i).then(() => confirmCard(t.app, a.cookie, intent.clientSecret)), del(a)]);
      expect(deletion.statusCode, deletion.body).toBeLessThan(500);
      await fulfilIntent(t.app.ctx, await provider().retrieveIntent(intent.paymentIntentId)).catch(() => undefined);
      const p = await paymentOf(intent.paymentIntentId);
      const players = await db().select().from(pickupPlayers).where(eq(pickupPlayers.gameId, game!.id));
      const [g] = await db().select().from(pickupGames).where(eq(pickupGames.id, game!.id));
      expect(g!.currentPlayers).toBe(players.length);
      if (await isDeleted(a.user.id)) {
        expect(players).toHaveLength(0);
        expect(await refunded(p.id)).toBe(await charged(p.id));
      } else {
        expect(deletion.statusCode).toBe(409);
        expect(json<{ message: string }>(deletion).message).toBe(en('account.upcomingGames', { n: 1 }));
        expect(players).toHaveLength(1);
        expect(await refunded(p.id)).toBe(0);
      }
    }
    await booksBalance();
  });
});
