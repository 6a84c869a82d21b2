import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { payments } from '../../db/schema/payments.ts';
import { pickupGames } from '../../db/schema/pickup.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createProgram, createSession, payAndBook, signWaiver } from '../../test/fixtures.ts';
import { en } from '../../../common/messages/index.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { renewDueSubscriptions } from './service.ts';

describe(`plans, limits and pickup games on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  async function saveCard(cookie: string, number = '4242424242424242') {
    const setup = json<{ clientSecret: string }>(await post('/api/create-setup-intent', cookie));
    const pm = json<{ paymentMethodId: string }>(await confirmCard(t.app, cookie, setup.clientSecret, number)).paymentMethodId;
    await post('/api/payment-methods', cookie, { paymentMethodId: pm, setAsDefault: true });
    return pm;
  }
  const tierOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.subscriptionTier;
  async function makeGame(cost: number, maxPlayers = 10) {
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const [g] = await t.database.db
      .insert(pickupGames)
      .values({
        title: 'Test Run',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '19:00:00',
        endTime: '21:00:00',
        startsAt,
        location: 'Court 1',
        maxPlayers,
        cost,
        skillLevel: 'All',
      })
      .returning();
    return g!;
  }

  it('lists the four plans and the current plan with usage', async () => {
    const a = await signupUser(t.app);
    const list = json<Array<{ name: string; price: number }>>(await t.app.inject({ method: 'GET', url: '/api/subscription/plans' }));
    expect(list.map((p) => p.name)).toEqual(['FREE', 'PLUS', 'PRO', 'TEAM']);
    expect(list[0]!.price).toBe(0);
    const cur = json(await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: { cookie: a.cookie } }));
    expect(cur).toMatchObject({ name: 'FREE', displayName: 'Free', usage: { mediaUploads: { used: 0, limit: 5 } } });
  });

  it('upgrades with the saved card: charged once, plan changed; FREE and the current plan are refused', async () => {
    const a = await signupUser(t.app);
    await saveCard(a.cookie);
    expect((await post('/api/subscription/upgrade', a.cookie, { planName: 'FREE' })).statusCode).toBe(400);
    const up = await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' });
    expect(up.statusCode).toBe(200);
    expect(json(up)).toMatchObject({ status: 'upgraded', plan: 'PLUS', message: en('subscriptions.upgraded') });
    expect(await tierOf(a.user.id)).toBe('PLUS');
    const replay = await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' });
    expect(replay.statusCode).toBe(400);
    const charged = (await t.database.db.select().from(payments).where(eq(payments.userId, a.user.id))).filter(
      (p) => p.kind === 'PLAN' && p.status === 'SUCCEEDED',
    );
    expect(charged.map((p) => p.amountCents)).toEqual([2900]);
  });

  it('a declined saved card leaves the plan unchanged', async () => {
    const a = await signupUser(t.app);
    await saveCard(a.cookie, '4000000000000341');
    const up = await post('/api/subscription/upgrade', a.cookie, { planName: 'PRO' });
    expect(up.statusCode).toBe(402);
    expect(json(up).message).toBe('Your card was declined.');
    expect(await tierOf(a.user.id)).toBe('FREE');
  });

  it('without a saved card, asks for the card form, then upgrades once the payment succeeded', async () => {
    const a = await signupUser(t.app);
    const first = json<{ status: string; clientSecret: string; paymentIntentId: string }>(
      await post('/api/subscription/upgrade', a.cookie, { planName: 'TEAM' }),
    );
    expect(first.status).toBe('requires_payment');
    expect(await tierOf(a.user.id)).toBe('FREE');
    await confirmCard(t.app, a.cookie, first.clientSecret);
    const done = await post('/api/subscription/upgrade', a.cookie, { planName: 'TEAM', paymentIntentId: first.paymentIntentId });
    expect(json(done)).toMatchObject({ status: 'upgraded', plan: 'TEAM' });
    expect(await tierOf(a.user.id)).toBe('TEAM');
  });

  it('renews at period end with the card, and a failed renewal keeps the plan while it is retried, with an e-mail', async () => {
    const ok = await signupUser(t.app);
    await saveCard(ok.cookie);
    await post('/api/subscription/upgrade', ok.cookie, { planName: 'PLUS' });
    const bad = await signupUser(t.app);
    await t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, bad.user.id));
    const now = new Date();
    await t.database.db.insert(subscriptions).values({ userId: bad.user.id, planName: 'PLUS', currentPeriodStart: now, currentPeriodEnd: now });
    const later = new Date(Date.now() + 32 * 24 * 3600_000);
    const result = await renewDueSubscriptions(t.app.ctx, later);
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    expect(await tierOf(ok.user.id)).toBe('PLUS');
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ok.user.id));
    expect(sub!.currentPeriodEnd.getTime()).toBeGreaterThan(later.getTime() - 5 * 24 * 3600_000);
    // Dunning (issue 29): the plan stays while the charge is retried; the member is told.
    expect(await tierOf(bad.user.id)).toBe('PLUS');
    const [pastDue] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, bad.user.id));
    expect(pastDue).toMatchObject({ status: 'PAST_DUE', retryAttempts: 0 });
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, bad.email));
    expect(mail.some((m) => m.subject === 'Your Plus plan payment did not go through')).toBe(true);
    // Running again the same day charges nobody twice and retries nothing early.
    const again = await renewDueSubscriptions(t.app.ctx, later);
    expect(again).toMatchObject({ renewed: 0, ended: 0, retrying: 0 });
  });

  it('enforces limits at the boundary: the 6th upload of a Free month is refused with 402 naming the limit', async () => {
    const a = await signupUser(t.app);
    const { mediaUploads } = await import('../../db/schema/media.ts');
    for (let i = 0; i < 5; i++) {
      await t.database.db.insert(mediaUploads).values({
        userId: a.user.id,
        storageKey: `uploads/${a.user.id}/limit-test-key-${i}xxxxxxxx`,
        originalName: `${i}.jpg`,
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
      });
    }
    const res = await post('/api/objects/upload', a.cookie);
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({ limit: 'maxMediaUploads', upgradeUrl: '/subscription' });
    expect(json(res).message).toMatch(/Free plan includes 5 media uploads a month/);
  });

  it("counts the month by the app's clock (decision 068): five issued links refuse a sixth now, and a new month frees the plan", async () => {
    const a = await signupUser(t.app);
    for (let i = 0; i < 5; i++) expect((await post('/api/objects/upload', a.cookie)).statusCode).toBe(200);
    expect((await post('/api/objects/upload', a.cookie)).statusCode).toBe(402);
    // 40 days on: this month's links have expired and count in last month; the limit reads ctx.now(), not the wall clock.
    const real = t.app.ctx.now;
    t.app.ctx.now = () => new Date(real().getTime() + 40 * 86_400_000);
    try {
      expect((await post('/api/objects/upload', a.cookie)).statusCode).toBe(200);
    } finally {
      t.app.ctx.now = real;
    }
  });

  it('enforces the Free session limit (4 bookings a month) when paying for a 5th', async () => {
    const program = await createProgram(t.database.db);
    const a = await signupUser(t.app);
    for (let i = 0; i < 4; i++) expect((await payAndBook(t.app, a.cookie, (await createSession(t.database.db, program.id)).id)).statusCode).toBe(200);
    const fifth = await post('/api/create-payment-intent', a.cookie, { sessionId: (await createSession(t.database.db, program.id)).id });
    expect(fifth.statusCode).toBe(402);
    expect(json(fifth).limit).toBe('maxTrainingSessions');
  });

  it('pickup games need plan access; free games join at once; twice is refused; leave frees the place', async () => {
    const game = await makeGame(0, 1);
    const free = await signupUser(t.app);
    expect((await post(`/api/pickup-games/${game.id}/join`, free.cookie)).statusCode).toBe(402);
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    for (const u of [a, b]) await t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, u.user.id));
    // Games need the waiver signed, as sessions do (decision 043).
    for (const u of [free, a, b]) await signWaiver(t.database.db, u.user.id);
    expect((await post(`/api/pickup-games/${game.id}/join`, a.cookie)).statusCode).toBe(200);
    expect((await post(`/api/pickup-games/${game.id}/join`, a.cookie)).statusCode).toBe(409);
    const full = await post(`/api/pickup-games/${game.id}/join`, b.cookie);
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toBe('This game is full.');
    const list = json<Array<{ id: number; joined: boolean; currentPlayers: number }>>(
      await t.app.inject({ method: 'GET', url: '/api/pickup-games', headers: { cookie: a.cookie } }),
    );
    expect(list.find((g) => g.id === game.id)).toMatchObject({ joined: true, currentPlayers: 1 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pickup-games/${game.id}/join`, headers: { cookie: a.cookie } })).statusCode).toBe(200);
    expect((await post(`/api/pickup-games/${game.id}/join`, b.cookie)).statusCode).toBe(200);
  });

  it('paid games: no join without payment; the intent charges the cost in cents; paid join once; leaving 24 h ahead refunds', async () => {
    const game = await makeGame(1000, 5);
    const a = await signupUser(t.app);
    await t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await signWaiver(t.database.db, a.user.id);
    expect((await post(`/api/pickup-games/${game.id}/join`, a.cookie)).statusCode).toBe(402);
    expect(json(await post('/api/pickup-games/create-payment-intent', a.cookie, {})).message).toBe('No game selected for checkout');
    const intent = json<{ clientSecret: string; paymentIntentId: string; gameDetails: { cost: number } }>(
      await post('/api/pickup-games/create-payment-intent', a.cookie, { gameId: game.id }),
    );
    expect(intent.gameDetails.cost).toBe(1000);
    expect((await confirmCard(t.app, a.cookie, intent.clientSecret)).statusCode).toBe(200);
    const join = await post(`/api/pickup-games/${game.id}/join`, a.cookie, { paymentIntentId: intent.paymentIntentId });
    expect(join.statusCode).toBe(200);
    const [g] = await t.database.db.select().from(pickupGames).where(eq(pickupGames.id, game.id));
    expect(g!.currentPlayers).toBe(1);
    expect((await post(`/api/pickup-games/${game.id}/join`, a.cookie)).statusCode).toBe(409);
    expect((await post('/api/pickup-games/create-payment-intent', a.cookie, { gameId: game.id })).statusCode).toBe(409);
    const leave = await t.app.inject({ method: 'DELETE', url: `/api/pickup-games/${game.id}/join`, headers: { cookie: a.cookie } });
    expect(json(leave).message).toMatch(/refunded/);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.intentId, intent.paymentIntentId));
    expect(p!.status).toBe('REFUNDED');
  });
});
