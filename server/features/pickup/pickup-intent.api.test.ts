import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../common/messages/index.ts';
import { payments } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { users } from '../../db/schema/users.ts';
import { OfflinePaymentProvider } from '../../platform/payments/offline-provider.ts';
import { confirmCard, signWaiver, TEST_CARDS } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

interface GameIntent {
  clientSecret: string;
  paymentIntentId: string;
  gameDetails: { cost: number };
}

describe(`the pickup checkout's payment intent is reused across reloads, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const intentFor = (cookie: string, gameId: number) =>
    t.app.inject({ method: 'POST', url: '/api/pickup-games/create-payment-intent', headers: { cookie }, payload: { gameId } });
  const gamePayments = async (userId: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).filter((p) => p.kind === 'PICKUP');
  async function plusAthlete() {
    const a = await signupUser(t.app);
    await t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    // A game is physical activity at the facility: the waiver is signed first (decision 043).
    await signWaiver(t.database.db, a.user.id);
    return a;
  }
  async function makeGame(cost: number) {
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const [g] = await t.database.db
      .insert(pickupGames)
      .values({
        title: 'Reuse Run',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '19:00:00',
        endTime: '21:00:00',
        startsAt,
        location: 'Court 1',
        maxPlayers: 10,
        cost,
        skillLevel: 'All',
      })
      .returning();
    return g!;
  }

  it('answers two loads with the same intent and keeps one payment row', async () => {
    const a = await plusAthlete();
    const game = await makeGame(1000);
    const first = json<GameIntent>(await intentFor(a.cookie, game.id));
    const second = json<GameIntent>(await intentFor(a.cookie, game.id));
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(second.gameDetails.cost).toBe(1000);
    const rows = await gamePayments(a.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', amountCents: 1000, intentId: first.paymentIntentId });
  });

  it('gives parallel first loads one intent and one payment row', async () => {
    const a = await plusAthlete();
    const game = await makeGame(1000);
    const [x, y] = await Promise.all([intentFor(a.cookie, game.id), intentFor(a.cookie, game.id)]);
    expect(json<GameIntent>(x).paymentIntentId).toBe(json<GameIntent>(y).paymentIntentId);
    expect(await gamePayments(a.user.id)).toHaveLength(1);
  });

  it('keeps the intent after a declined card, and that intent pays for the place', async () => {
    const a = await plusAthlete();
    const game = await makeGame(1000);
    const first = json<GameIntent>(await intentFor(a.cookie, game.id));
    expect((await confirmCard(t.app, a.cookie, first.clientSecret, TEST_CARDS.declined)).statusCode).toBe(402);
    const reload = json<GameIntent>(await intentFor(a.cookie, game.id));
    expect(reload.paymentIntentId).toBe(first.paymentIntentId);
    expect((await confirmCard(t.app, a.cookie, reload.clientSecret)).statusCode).toBe(200);
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/pickup-games/${game.id}/join`,
      headers: { cookie: a.cookie },
      payload: { paymentIntentId: reload.paymentIntentId },
    });
    expect(join.statusCode).toBe(200);
    expect((await gamePayments(a.user.id)).map((p) => p.status)).toEqual(['SUCCEEDED']);
  });

  it('starts a new intent when the price changed, and cancels the old one', async () => {
    const a = await plusAthlete();
    const game = await makeGame(1000);
    const old = json<GameIntent>(await intentFor(a.cookie, game.id));
    await t.database.db.update(pickupGames).set({ cost: 1500 }).where(eq(pickupGames.id, game.id));
    const fresh = json<GameIntent>(await intentFor(a.cookie, game.id));
    expect(fresh.paymentIntentId).not.toBe(old.paymentIntentId);
    expect(fresh.gameDetails.cost).toBe(1500);
    expect((await t.app.ctx.payments.retrieveIntent(old.paymentIntentId)).status).toBe('canceled');
    const rows = (await gamePayments(a.user.id)).sort((p, q) => p.id - q.id);
    expect(rows.map((p) => [p.amountCents, p.status])).toEqual([
      [1000, 'CANCELED'],
      [1500, 'PENDING'],
    ]);
    expect(json<GameIntent>(await intentFor(a.cookie, game.id)).paymentIntentId).toBe(fresh.paymentIntentId);
  });

  it('starts a new intent when the old one was cancelled at the provider', async () => {
    const a = await plusAthlete();
    const game = await makeGame(1000);
    const old = json<GameIntent>(await intentFor(a.cookie, game.id));
    await t.app.ctx.payments.cancelIntent(old.paymentIntentId);
    const fresh = json<GameIntent>(await intentFor(a.cookie, game.id));
    expect(fresh.paymentIntentId).not.toBe(old.paymentIntentId);
    expect((await gamePayments(a.user.id)).map((p) => p.status).sort()).toEqual(['CANCELED', 'PENDING']);
  });

  it('fulfils an intent that succeeded without the join call or the event, instead of charging again', async () => {
    const a = await plusAthlete();
    const game = await makeGame(1000);
    const first = json<GameIntent>(await intentFor(a.cookie, game.id));
    const provider = t.app.ctx.payments as OfflinePaymentProvider;
    const onEvent = provider.onEvent;
    provider.onEvent = async () => {}; // the event is lost and the browser never comes back
    try {
      expect((await confirmCard(t.app, a.cookie, first.clientSecret)).statusCode).toBe(200);
    } finally {
      provider.onEvent = onEvent;
    }
    const reload = await intentFor(a.cookie, game.id);
    expect(reload.statusCode).toBe(409);
    expect(json(reload).message).toBe(en('pickup.joined'));
    const places = await t.database.db
      .select()
      .from(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, game.id), eq(pickupPlayers.userId, a.user.id)));
    expect(places).toHaveLength(1);
    expect((await gamePayments(a.user.id)).map((p) => p.status)).toEqual(['SUCCEEDED']);
  });
});
