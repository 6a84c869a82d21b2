import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, signWaiver } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';

const TRIALS = 20;

/** Decision 019: a place and its payment change together, whatever mix of leave and join arrives at once. */
describe(`pickup places under racing leave and join on ${testDbKind()}`, { timeout: 180_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  async function makeGame(hoursAhead: number) {
    const startsAt = new Date(Date.now() + hoursAhead * 3600_000);
    const [g] = await db()
      .insert(pickupGames)
      .values({
        title: 'Race Run',
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
    return g!;
  }

  it.each([
    ['24 hours or more ahead (a leave refunds)', 72],
    ['less than 24 hours ahead (a leave keeps the money)', 6],
  ])('leave and rejoin at the same moment, %s: in with a live payment, or out with it refunded or kept', async (_label, hours) => {
    const a = await signupUser(t.app);
    await db().update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await signWaiver(db(), a.user.id);
    for (let i = 0; i < TRIALS; i++) {
      const game = await makeGame(hours);
      const intent = json<{ clientSecret: string; paymentIntentId: string }>(
        await call('POST', '/api/pickup-games/create-payment-intent', a.cookie, { gameId: game.id }),
      );
      expect((await confirmCard(t.app, a.cookie, intent.clientSecret)).statusCode).toBe(200);
      expect((await call('POST', `/api/pickup-games/${game.id}/join`, a.cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
      const [left, joined] = await Promise.all([
        call('DELETE', `/api/pickup-games/${game.id}/join`, a.cookie),
        call('POST', `/api/pickup-games/${game.id}/join`, a.cookie, {}),
      ]);
      expect(left.statusCode).toBe(200);
      expect([200, 402, 409]).toContain(joined.statusCode);
      const [place] = await db()
        .select()
        .from(pickupPlayers)
        .where(and(eq(pickupPlayers.gameId, game.id), eq(pickupPlayers.userId, a.user.id)));
      const [p] = await db().select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
      const refunded = await db().select().from(refunds).where(eq(refunds.paymentId, p!.id));
      const [g] = await db().select().from(pickupGames).where(eq(pickupGames.id, game.id));
      if (place) {
        expect(place.paymentId).toBe(p!.id);
        expect(refunded).toEqual([]);
        expect(g!.currentPlayers).toBe(1);
      } else {
        expect(refunded).toHaveLength(hours >= 24 ? 1 : 0);
        expect(g!.currentPlayers).toBe(0);
      }
    }
    const r = await reconcile(t.app.ctx);
    expect(r.mismatches).toEqual([]);
  });

  it('a game removed by staff while its payment completes refunds the payment', async () => {
    const a = await signupUser(t.app);
    await db().update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await signWaiver(db(), a.user.id);
    const game = await makeGame(72);
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(
      await call('POST', '/api/pickup-games/create-payment-intent', a.cookie, { gameId: game.id }),
    );
    await db().delete(pickupGames).where(eq(pickupGames.id, game.id));
    expect((await confirmCard(t.app, a.cookie, intent.clientSecret)).statusCode).toBe(200);
    const [p] = await db().select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    expect(p!.status).toBe('REFUNDED');
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });
});
