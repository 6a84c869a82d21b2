import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard } from '../../test/fixtures.ts';
import { en, es } from '../../../common/messages/index.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { warnExpiringCards } from './dunning.ts';
import { renewDueSubscriptions as renewNow } from './service.ts';

/*
 * Issue 29, renewals that recover (decision 045), on our own billing (the offline provider): time is
 * moved through the retry schedule (days 1, 3 and 7) by running the job at chosen moments.
 */
const DAY = 24 * 3600_000;
const GOOD = '4242424242424242';
/** Stripe's 4000 0000 0000 0341: saves, and every charge on it is declined. */
const DECLINES = '4000000000000341';

describe(`dunning and pause on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  // The job takes every member's periods: each test's are ended afterwards so the next test's counts are its own.
  afterEach(async () => {
    await t.database.db.update(subscriptions).set({ status: 'CANCELED' });
  });
  /** The job at a moved time, then the read caches dropped (as the timer does). */
  async function renewDueSubscriptions(ctx: TestApp['app']['ctx'], at: Date) {
    const counts = await renewNow(ctx, at);
    await ctx.caches.invalidate();
    return counts;
  }

  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const current = async (cookie: string) =>
    json<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: { cookie } }));
  async function saveCard(cookie: string, number = GOOD) {
    const setup = json<{ clientSecret: string }>(await post('/api/create-setup-intent', cookie));
    const pm = json<{ paymentMethodId: string }>(await confirmCard(t.app, cookie, setup.clientSecret, number)).paymentMethodId;
    expect((await post('/api/payment-methods', cookie, { paymentMethodId: pm, setAsDefault: true })).statusCode).toBe(201);
    return pm;
  }
  const tierOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.subscriptionTier;
  const periodsOf = (userId: number) => t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);
  const subjects = async (email: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id)).map((m) => m.subject);
  const planPayments = async (userId: number) =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.kind, 'PLAN')))
    ).sort((a, b) => a.id - b.id);
  const balanced = async (userId: number) => expect((await reconcile(t.app.ctx)).mismatches.filter((m) => m.userId === userId)).toEqual([]);

  /** A Plus member paid with a good card, whose default card then becomes `card` (declining by default). Returns the period's end. */
  async function onPlus(card: string | null = DECLINES) {
    const a = await signupUser(t.app);
    await saveCard(a.cookie);
    expect(json(await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' }))).toMatchObject({ status: 'upgraded' });
    if (card) await saveCard(a.cookie, card);
    else await t.database.db.delete(paymentMethods).where(eq(paymentMethods.userId, a.user.id));
    const [period] = await periodsOf(a.user.id);
    return { ...a, end: period!.currentPeriodEnd.getTime() };
  }

  it('a failed renewal keeps the plan, retries on days 1, 3 and 7 with an e-mail each time, and ends the plan after the last', async () => {
    const a = await onPlus();
    const run = (at: number) => renewDueSubscriptions(t.app.ctx, new Date(at));
    expect(await run(a.end + 60_000)).toMatchObject({ retrying: 1, ended: 0 });
    let [period] = await periodsOf(a.user.id);
    expect(period).toMatchObject({ status: 'PAST_DUE', retryAttempts: 0 });
    expect(period!.nextRetryAt!.getTime()).toBe(a.end + 60_000 + DAY);
    expect(await tierOf(a.user.id)).toBe('PLUS');
    expect(await current(a.cookie)).toMatchObject({ name: 'PLUS', status: 'PAST_DUE', pastDue: { retriesLeft: 3, reason: 'Your card was declined.' } });
    // Nothing is tried before the retry is due.
    expect(await run(a.end + DAY - 60_000)).toMatchObject({ retrying: 0, renewed: 0, ended: 0 });
    for (const [day, left] of [
      [1, 2],
      [3, 1],
    ] as const) {
      expect(await run(a.end + day * DAY + 120_000)).toMatchObject({ retrying: 1 });
      [period] = await periodsOf(a.user.id);
      expect(period).toMatchObject({ status: 'PAST_DUE', retryAttempts: day === 1 ? 1 : 2 });
      expect(await current(a.cookie)).toMatchObject({ pastDue: { retriesLeft: left } });
      expect(await tierOf(a.user.id)).toBe('PLUS');
    }
    expect(await run(a.end + 7 * DAY + 120_000)).toMatchObject({ ended: 1 });
    expect(await tierOf(a.user.id)).toBe('FREE');
    expect((await periodsOf(a.user.id))[0]).toMatchObject({ status: 'CANCELED', nextRetryAt: null });
    const failing = 'Your Plus plan payment did not go through';
    expect(await subjects(a.email)).toEqual(expect.arrayContaining([failing, failing, failing, "We couldn't renew your Plus plan"]));
    expect((await subjects(a.email)).filter((s) => s === failing)).toHaveLength(3);
    // The first month's charge, then four failed tries: nothing more charged, nothing owed.
    expect((await planPayments(a.user.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect(await run(a.end + 30 * DAY)).toMatchObject({ renewed: 0, retrying: 0, ended: 0 });
    await balanced(a.user.id);
  });

  it('a new card saved while the plan is being retried is charged at once, and the next period follows the unpaid one', async () => {
    const a = await onPlus();
    const failedAt = a.end + 60_000;
    await renewDueSubscriptions(t.app.ctx, new Date(failedAt));
    const pm = await saveCard(a.cookie, GOOD);
    // The card is saved "now" in the test's moved time (after the failure).
    await t.database.db
      .update(paymentMethods)
      .set({ createdAt: new Date(failedAt + 60_000) })
      .where(eq(paymentMethods.providerMethodId, pm));
    expect(await renewDueSubscriptions(t.app.ctx, new Date(failedAt + 120_000))).toMatchObject({ renewed: 1 });
    const [period] = await periodsOf(a.user.id);
    expect(period).toMatchObject({ status: 'ACTIVE', retryAttempts: 0, nextRetryAt: null, pastDueSince: null });
    expect(period!.currentPeriodStart.getTime()).toBe(a.end);
    expect(await current(a.cookie)).toMatchObject({ status: 'ACTIVE', pastDue: null });
    expect((await planPayments(a.user.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'FAILED', 'SUCCEEDED']);
    // The retries that were scheduled do not happen.
    expect(await renewDueSubscriptions(t.app.ctx, new Date(a.end + 8 * DAY))).toMatchObject({ renewed: 0, retrying: 0, ended: 0 });
    await balanced(a.user.id);
  });

  it('cancelling while the plan is being retried ends it at once, and nothing more is tried', async () => {
    const a = await onPlus(null);
    await renewDueSubscriptions(t.app.ctx, new Date(a.end + 60_000));
    expect((await periodsOf(a.user.id))[0]!.status).toBe('PAST_DUE');
    const res = await post('/api/subscription/cancel', a.cookie);
    expect(json(res)).toEqual({ message: en('subscriptions.endedNow') });
    expect(await tierOf(a.user.id)).toBe('FREE');
    expect(await renewDueSubscriptions(t.app.ctx, new Date(a.end + 8 * DAY))).toMatchObject({ renewed: 0, retrying: 0, ended: 0 });
    expect((await planPayments(a.user.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'FAILED']);
  });

  it('two web nodes running the job at the same moment try each charge once (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const a = await onPlus(trial % 2 ? DECLINES : GOOD);
      const at = new Date(a.end + 60_000);
      await Promise.all([renewDueSubscriptions(t.app.ctx, at), renewDueSubscriptions(t.app.ctx, at), renewDueSubscriptions(t.app.ctx, at)]);
      const tries = (await planPayments(a.user.id)).slice(1);
      expect(tries).toHaveLength(1);
      const [period] = await periodsOf(a.user.id);
      expect(period!.status).toBe(trial % 2 ? 'PAST_DUE' : 'ACTIVE');
      expect(await subjects(a.email)).toHaveLength(trial % 2 ? 1 : 0);
      await balanced(a.user.id);
    }
  }, 180_000);

  it('a cancellation racing a retry that succeeds: either renewed and then set to end, or ended and the late charge refunded (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const a = await onPlus();
      await renewDueSubscriptions(t.app.ctx, new Date(a.end + 60_000));
      const pm = await saveCard(a.cookie, GOOD);
      await t.database.db
        .update(paymentMethods)
        .set({ createdAt: new Date(a.end + 90_000) })
        .where(eq(paymentMethods.providerMethodId, pm));
      await new Promise((r) => setTimeout(r, trial % 5));
      const [, cancel] = await Promise.all([renewDueSubscriptions(t.app.ctx, new Date(a.end + 120_000)), post('/api/subscription/cancel', a.cookie)]);
      expect(cancel.statusCode).toBe(200);
      const [period] = await periodsOf(a.user.id);
      const paid = (await planPayments(a.user.id)).slice(2);
      if (period!.status === 'ACTIVE') {
        // The retry came first: renewed, then the cancellation ends it at the new period's end.
        expect(period!.cancelAtPeriodEnd).toBe(true);
        expect(await tierOf(a.user.id)).toBe('PLUS');
        expect(paid.map((p) => p.status)).toEqual(['SUCCEEDED']);
      } else {
        expect(period!.status).toBe('CANCELED');
        expect(await tierOf(a.user.id)).toBe('FREE');
        // No charge, or a charge that completed after the end and was refunded in full.
        for (const p of paid) expect(p.status === 'SUCCEEDED' ? p.refundedCents : p.amountCents).toBe(p.amountCents);
      }
      await balanced(a.user.id);
    }
  }, 180_000);

  it('pause: asked for 1-3 months, taken back, asked again; starts at the period end on Free; the plan starts again on the card when it is over', async () => {
    const a = await onPlus(GOOD);
    for (const months of [0, 4, '1', 'x\u0000', null]) {
      const bad = await post('/api/subscription/pause', a.cookie, { months });
      expect(bad.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/pause', headers: { cookie: a.cookie } })).statusCode).toBe(400);
    expect((await post('/api/subscription/pause', a.cookie, { months: 2 })).statusCode).toBe(200);
    expect(json(await post('/api/subscription/pause', a.cookie, { months: 1 }))).toMatchObject({
      message: en('subscriptions.alreadyPaused'),
      messageId: 'subscriptions.alreadyPaused',
    });
    expect(await current(a.cookie)).toMatchObject({ name: 'PLUS', pause: { plan: 'PLUS', months: 2, started: false } });
    expect(json(await t.app.inject({ method: 'DELETE', url: '/api/subscription/pause', headers: { cookie: a.cookie } }))).toEqual({
      message: en('subscriptions.pauseTakenBack'),
    });
    expect(await current(a.cookie)).toMatchObject({ pause: null });
    expect((await post('/api/subscription/pause', a.cookie, { months: 1 })).statusCode).toBe(200);

    expect(await renewDueSubscriptions(t.app.ctx, new Date(a.end + 60_000))).toMatchObject({ paused: 1, renewed: 0 });
    expect(await tierOf(a.user.id)).toBe('FREE');
    const [row] = await periodsOf(a.user.id);
    expect(row).toMatchObject({ status: 'PAUSED', pauseMonths: 1 });
    expect(await current(a.cookie)).toMatchObject({ name: 'FREE', status: 'PAUSED', pause: { plan: 'PLUS', started: true } });
    expect((await subjects(a.email)).at(-1)).toBe('Your Plus plan is paused');
    // Nothing is charged during the pause; taking it back is no longer possible.
    expect(await renewDueSubscriptions(t.app.ctx, new Date(row!.resumesAt!.getTime() - 60_000))).toMatchObject({ renewed: 0, resumed: 0 });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/subscription/pause', headers: { cookie: a.cookie } })).statusCode).toBe(409);
    expect(await renewDueSubscriptions(t.app.ctx, new Date(row!.resumesAt!.getTime() + 60_000))).toMatchObject({ resumed: 1 });
    expect(await tierOf(a.user.id)).toBe('PLUS');
    expect((await periodsOf(a.user.id)).map((p) => p.status)).toEqual(['CANCELED', 'ACTIVE']);
    expect((await planPayments(a.user.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    await balanced(a.user.id);
  });

  it('a paused plan resumed early is upgraded to again; one that cannot be charged when its pause ends goes to Free with an e-mail', async () => {
    const early = await onPlus(GOOD);
    await post('/api/subscription/pause', early.cookie, { months: 3 });
    await renewDueSubscriptions(t.app.ctx, new Date(early.end + 60_000));
    expect(json(await post('/api/subscription/upgrade', early.cookie, { planName: 'PLUS' }))).toMatchObject({ status: 'upgraded', plan: 'PLUS' });
    expect((await periodsOf(early.user.id)).map((p) => p.status)).toEqual(['CANCELED', 'ACTIVE']);
    expect(await current(early.cookie)).toMatchObject({ name: 'PLUS', pause: null });

    const broke = await onPlus(GOOD);
    await post('/api/subscription/pause', broke.cookie, { months: 1 });
    await renewDueSubscriptions(t.app.ctx, new Date(broke.end + 60_000));
    await t.database.db.delete(paymentMethods).where(eq(paymentMethods.userId, broke.user.id));
    const [row] = await periodsOf(broke.user.id);
    expect(await renewDueSubscriptions(t.app.ctx, new Date(row!.resumesAt!.getTime() + 60_000))).toMatchObject({ ended: 1 });
    expect(await tierOf(broke.user.id)).toBe('FREE');
    expect((await periodsOf(broke.user.id))[0]!.status).toBe('CANCELED');
    expect((await subjects(broke.email)).at(-1)).toBe("We couldn't restart your Plus plan");
  });

  it('pausing is refused while cancelling, while being retried, and on Free', async () => {
    const free = await signupUser(t.app);
    expect(json(await post('/api/subscription/pause', free.cookie, { months: 1 }))).toMatchObject({ message: en('subscriptions.noPlanToPause') });
    const leaving = await onPlus(GOOD);
    await post('/api/subscription/cancel', leaving.cookie);
    expect((await post('/api/subscription/pause', leaving.cookie, { months: 1 })).statusCode).toBe(409);
    const late = await onPlus();
    await renewDueSubscriptions(t.app.ctx, new Date(late.end + 60_000));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/pause',
      headers: { cookie: late.cookie, 'accept-language': 'es' },
      payload: { months: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(es('subscriptions.pauseWhilePastDue'));
  });

  it('a pause asked for at the moment the period ends: paused without a charge, or renewed and paused at the next end, never both (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const a = await onPlus(GOOD);
      await new Promise((r) => setTimeout(r, trial % 4));
      const [, asked] = await Promise.all([
        renewDueSubscriptions(t.app.ctx, new Date(a.end + 60_000)),
        post('/api/subscription/pause', a.cookie, { months: 1 }),
      ]);
      expect(asked.statusCode).toBe(200);
      await renewDueSubscriptions(t.app.ctx, new Date(a.end + 90_000));
      const [period] = await periodsOf(a.user.id);
      const charges = (await planPayments(a.user.id)).filter((p) => p.status === 'SUCCEEDED');
      if (period!.status === 'PAUSED') {
        expect(charges).toHaveLength(1);
        expect(await tierOf(a.user.id)).toBe('FREE');
      } else {
        expect(period).toMatchObject({ status: 'ACTIVE', pauseMonths: 1 });
        expect(charges).toHaveLength(2);
        expect(await tierOf(a.user.id)).toBe('PLUS');
      }
      await balanced(a.user.id);
    }
  }, 180_000);

  it('the card paying a plan is announced once, 30 days before it expires; other cards and Free members are not', async () => {
    const now = new Date();
    // A card whose expiry month is this one stops working within 31 days.
    const soon = now;
    const expiring = await onPlus(GOOD);
    await t.database.db
      .update(paymentMethods)
      .set({ cardExpMonth: soon.getUTCMonth() + 1, cardExpYear: soon.getUTCFullYear() })
      .where(eq(paymentMethods.userId, expiring.user.id));
    const free = await signupUser(t.app);
    await saveCard(free.cookie);
    await t.database.db
      .update(paymentMethods)
      .set({ cardExpMonth: soon.getUTCMonth() + 1, cardExpYear: soon.getUTCFullYear() })
      .where(eq(paymentMethods.userId, free.user.id));
    const far = await onPlus(GOOD);
    await Promise.all([warnExpiringCards(t.app.ctx, now), warnExpiringCards(t.app.ctx, now)]);
    await warnExpiringCards(t.app.ctx, now);
    expect((await subjects(expiring.email)).filter((s) => s === 'Your saved card expires soon')).toHaveLength(1);
    expect(await subjects(free.email)).not.toContain('Your saved card expires soon');
    expect(await subjects(far.email)).not.toContain('Your saved card expires soon');
  });
});
