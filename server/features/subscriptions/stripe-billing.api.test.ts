import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { StripeStandIn } from '../../test/stripe-stand-in.ts';
import { en } from '../../../common/messages/index.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { issueReceipts } from '../receipts/issue.ts';
import { renewDueSubscriptions } from './service.ts';

const WEBHOOK_SECRET = 'whsec_stand_in_secret';

describe(`plans as Stripe Billing subscriptions (against a stand-in for api.stripe.com), on ${testDbKind()}`, () => {
  let t: TestApp;
  const stripe = new StripeStandIn();
  const signer = new Stripe('sk_test_signer');
  beforeAll(async () => {
    const base = await stripe.start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const tierOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.subscriptionTier;
  const periodsOf = async (userId: number) => t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);
  const planPayments = async (userId: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).filter((p) => p.kind === 'PLAN');
  const mailTo = async (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));
  async function athleteWithCard(pm: string) {
    const a = await signupUser(t.app);
    await t.database.db
      .insert(paymentMethods)
      .values({ userId: a.user.id, providerMethodId: pm, cardBrand: 'visa', cardLast4: '4242', cardExpMonth: 12, cardExpYear: 2035, isDefault: true });
    return a;
  }
  async function onPlus(pm: string) {
    const a = await athleteWithCard(pm);
    expect(json(await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' }))).toMatchObject({ status: 'upgraded', plan: 'PLUS' });
    const [row] = await periodsOf(a.user.id);
    return { ...a, subId: row!.providerSubscriptionId! };
  }
  /** Stripe's webhook: the event names the object; the signature is Stripe's scheme with our secret. */
  function webhook(type: string, object: { id: string; object: string }, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_${type}_${object.id}`,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it("upgrades with the saved card: a customer, the plan's monthly price, a subscription on the card, then the plan", async () => {
    const a = await athleteWithCard('pm_card_visa_first');
    const before = stripe.requests.length;
    const up = await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' });
    expect(up.statusCode).toBe(200);
    expect(json(up)).toMatchObject({ status: 'upgraded', plan: 'PLUS', message: en('subscriptions.upgraded') });
    const sent = stripe.requests.slice(before);

    const customer = sent.find((r) => r.method === 'POST' && r.path === '/v1/customers')!;
    expect(customer.params).toMatchObject({ email: a.email, metadata: { userId: String(a.user.id) } });
    const lookup = sent.find((r) => r.method === 'GET' && r.path === '/v1/prices')!;
    expect(lookup.params).toMatchObject({ lookup_keys: ['octane_plan_PLUS_2900'], active: 'true' });
    const priceCreate = sent.find((r) => r.method === 'POST' && r.path === '/v1/prices')!;
    expect(priceCreate.params).toMatchObject({
      currency: 'usd',
      unit_amount: '2900',
      recurring: { interval: 'month' },
      lookup_key: 'octane_plan_PLUS_2900',
      product_data: { name: 'Plus plan' },
    });
    expect(priceCreate.idempotencyKey).toBe('price-octane_plan_PLUS_2900');

    const [payment] = await planPayments(a.user.id);
    const create = sent.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    const cus = [...stripe.customers.values()].find((c) => c.email === a.email)!;
    const price = [...stripe.prices.values()].find((p) => p.lookup_key === 'octane_plan_PLUS_2900')!;
    expect(create.params).toMatchObject({
      customer: cus.id,
      items: [{ price: price.id }],
      default_payment_method: 'pm_card_visa_first',
      payment_behavior: 'error_if_incomplete',
      off_session: 'true',
      metadata: { paymentId: String(payment!.id), kind: 'PLAN', planName: 'PLUS', userId: String(a.user.id) },
    });
    expect(create.params.expand).toEqual(['latest_invoice.confirmation_secret', 'latest_invoice.payments']);
    expect(create.idempotencyKey).toBe(`subscription-${payment!.id}`);

    expect(await tierOf(a.user.id)).toBe('PLUS');
    const [row] = await periodsOf(a.user.id);
    const sub = [...stripe.subscriptions.values()].find((s) => s.customer === cus.id)!;
    expect(row).toMatchObject({ planName: 'PLUS', status: 'ACTIVE', providerSubscriptionId: sub.id, cancelAtPeriodEnd: false, lastPaymentId: payment!.id });
    expect(row!.currentPeriodEnd.getTime()).toBe(stripe.periodEnd(sub.id).getTime());
    expect(payment).toMatchObject({ status: 'SUCCEEDED', amountCents: 2900, provider: 'stripe' });
    expect(payment!.intentId).toMatch(/^pi_/);

    // Replaying the upgrade is refused and subscribes nobody again; a second buyer reuses the price.
    expect((await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' })).statusCode).toBe(400);
    const b = await athleteWithCard('pm_card_visa_second');
    expect(json(await post('/api/subscription/upgrade', b.cookie, { planName: 'PLUS' })).status).toBe('upgraded');
    expect(stripe.calls('POST', '/v1/prices')).toHaveLength(1);
    expect(stripe.calls('POST', '/v1/subscriptions').filter((r) => r.params.customer === cus.id)).toHaveLength(1);
  });

  it('subscribes once when the same upgrade arrives twice at the same time', async () => {
    const a = await athleteWithCard('pm_card_visa_twice');
    const results = await Promise.all([
      post('/api/subscription/upgrade', a.cookie, { planName: 'PRO' }),
      post('/api/subscription/upgrade', a.cookie, { planName: 'PRO' }),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 400]).toContain(r.statusCode);
    const cus = [...stripe.customers.values()].find((c) => c.email === a.email)!;
    expect([...stripe.subscriptions.values()].filter((s) => s.customer === cus.id)).toHaveLength(1);
    expect((await planPayments(a.user.id)).filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    expect(await tierOf(a.user.id)).toBe('PRO');
  });

  it('a declined saved card creates no subscription and leaves the plan unchanged', async () => {
    const a = await athleteWithCard(StripeStandIn.declinedCard);
    const up = await post('/api/subscription/upgrade', a.cookie, { planName: 'PRO' });
    expect(up.statusCode).toBe(402);
    expect(json(up).message).toBe('Your card was declined.');
    expect(await tierOf(a.user.id)).toBe('FREE');
    expect(await periodsOf(a.user.id)).toHaveLength(0);
    expect((await planPayments(a.user.id)).map((p) => p.status)).toEqual(['FAILED']);
  });

  it("without a saved card, the card form pays the first invoice's intent, then the plan changes", async () => {
    const a = await signupUser(t.app);
    const first = await post('/api/subscription/upgrade', a.cookie, { planName: 'TEAM' });
    const body = json<{ status: string; clientSecret: string; paymentIntentId: string; amount: number }>(first);
    expect(body.status).toBe('requires_payment');
    expect(body.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);
    const create = stripe.calls('POST', '/v1/subscriptions').at(-1)!;
    expect(create.params).toMatchObject({ payment_behavior: 'default_incomplete', payment_settings: { save_default_payment_method: 'on_subscription' } });
    expect(create.params.default_payment_method).toBeUndefined();
    expect(await tierOf(a.user.id)).toBe('FREE');

    // Reloading the plans and pressing Upgrade again answers the same invoice.
    expect(json(await post('/api/subscription/upgrade', a.cookie, { planName: 'TEAM' })).paymentIntentId).toBe(body.paymentIntentId);
    // Not paid yet: nothing changes.
    expect((await post('/api/subscription/upgrade', a.cookie, { planName: 'TEAM', paymentIntentId: body.paymentIntentId })).statusCode).toBe(402);

    const [payment] = await planPayments(a.user.id);
    const subId = String(payment!.details.providerSubscriptionId);
    stripe.payFirstInvoice(subId);
    const done = await post('/api/subscription/upgrade', a.cookie, { planName: 'TEAM', paymentIntentId: body.paymentIntentId });
    expect(json(done)).toMatchObject({ status: 'upgraded', plan: 'TEAM' });
    expect(await tierOf(a.user.id)).toBe('TEAM');
    expect(
      stripe.calls('POST', '/v1/subscriptions').filter((r) => r.params.metadata && (r.params.metadata as Record<string, string>).userId === String(a.user.id)),
    ).toHaveLength(1);
  });

  it('the first invoice paid activates the plan from the webhook when the browser never came back', async () => {
    const a = await signupUser(t.app);
    json(await post('/api/subscription/upgrade', a.cookie, { planName: 'PLUS' }));
    const [payment] = await planPayments(a.user.id);
    const invoiceId = stripe.payFirstInvoice(String(payment!.details.providerSubscriptionId));
    expect((await webhook('invoice.paid', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    expect(await tierOf(a.user.id)).toBe('PLUS');
  });

  it("invoice.paid for a renewal moves the period to Stripe's, once; the renewal job leaves Stripe's periods alone", async () => {
    const a = await onPlus('pm_card_visa_renew');
    const [row] = await periodsOf(a.user.id);
    const subscriptionCalls = stripe.calls('POST', '/v1/subscriptions').length;
    // Our job does not charge a Stripe-billed plan when its period ends.
    await renewDueSubscriptions(t.app.ctx, new Date(row!.currentPeriodEnd.getTime() + 3600_000));
    expect(stripe.calls('POST', '/v1/subscriptions')).toHaveLength(subscriptionCalls);
    expect(stripe.calls('POST', '/v1/payment_intents')).toHaveLength(0);

    const invoiceId = stripe.renew(a.subId, 'paid');
    expect((await webhook('invoice.paid', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    expect((await webhook('invoice.paid', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    const [renewed] = await periodsOf(a.user.id);
    expect(renewed!.currentPeriodEnd.getTime()).toBe(stripe.periodEnd(a.subId).getTime());
    expect(renewed!.currentPeriodEnd.getTime()).toBeGreaterThan(row!.currentPeriodEnd.getTime());
    const paid = (await planPayments(a.user.id)).filter((p) => p.details.invoiceId === invoiceId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'SUCCEEDED', amountCents: 2900 });
    expect(renewed!.lastPaymentId).toBe(paid[0]!.id);
    expect(await tierOf(a.user.id)).toBe('PLUS');
    // Its charge is in the ledger and its period holds it: it balances, and it gets a receipt (issue 29).
    expect((await reconcile(t.app.ctx)).mismatches.filter((m) => m.userId === a.user.id)).toEqual([]);
    await issueReceipts(t.app.ctx);
    const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.paymentId, paid[0]!.id));
    expect(receipt).toMatchObject({ kind: 'PAYMENT', amountCents: 2900, content: { item: { product: 'PLAN', planName: 'Plus', renewal: true } } });
  });

  it('a renewal paid while the webhook was lost is found by the job a day after the period ended', async () => {
    const a = await onPlus('pm_card_visa_lost');
    const [row] = await periodsOf(a.user.id);
    stripe.renew(a.subId, 'paid');
    const result = await renewDueSubscriptions(t.app.ctx, new Date(row!.currentPeriodEnd.getTime() + 25 * 3600_000));
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    expect((await periodsOf(a.user.id))[0]!.currentPeriodEnd.getTime()).toBe(stripe.periodEnd(a.subId).getTime());
  });

  it('invoice.payment_failed for a renewal keeps the plan while Stripe retries, e-mails once per try, and a paid retry renews (issue 29)', async () => {
    const a = await onPlus('pm_card_visa_fails_later');
    const invoiceId = stripe.renew(a.subId, 'declined');
    expect((await webhook('invoice.payment_failed', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    expect(stripe.calls('DELETE', `/v1/subscriptions/${a.subId}`)).toHaveLength(0);
    expect(await tierOf(a.user.id)).toBe('PLUS');
    expect((await periodsOf(a.user.id))[0]).toMatchObject({ status: 'PAST_DUE', retryAttempts: 0 });
    expect((await periodsOf(a.user.id))[0]!.nextRetryAt).not.toBeNull();
    // The same event again (webhooks repeat) sends nothing more; Stripe's second failed try does.
    expect((await webhook('invoice.payment_failed', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    expect((await mailTo(a.email)).map((m) => m.subject)).toEqual(['Your Plus plan payment did not go through']);
    expect((await mailTo(a.email))[0]!.text).toContain('(Your card has insufficient funds.)');
    stripe.retryRenewal(a.subId, 'declined');
    expect((await webhook('invoice.payment_failed', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    expect((await mailTo(a.email)).map((m) => m.subject)).toEqual(['Your Plus plan payment did not go through', 'Your Plus plan payment did not go through']);
    expect((await periodsOf(a.user.id))[0]).toMatchObject({ status: 'PAST_DUE', retryAttempts: 1 });
    const current = json(await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: { cookie: a.cookie } }));
    expect(current).toMatchObject({ name: 'PLUS', status: 'PAST_DUE', pastDue: { retriesLeft: -1 } });
    // The third try is paid: the period moves on, ACTIVE again, with its charge in the books.
    stripe.retryRenewal(a.subId, 'paid');
    expect((await webhook('invoice.paid', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    const [period] = await periodsOf(a.user.id);
    expect(period).toMatchObject({ status: 'ACTIVE', retryAttempts: 0, nextRetryAt: null, pastDueSince: null });
    expect(period!.currentPeriodEnd.getTime()).toBe(stripe.periodEnd(a.subId).getTime());
    expect(await tierOf(a.user.id)).toBe('PLUS');
    expect((await planPayments(a.user.id)).filter((p) => p.status === 'SUCCEEDED')).toHaveLength(2);
    expect((await reconcile(t.app.ctx)).mismatches.filter((m) => m.userId === a.user.id)).toEqual([]);
  });

  it("Stripe's last failed try ends the plan (unpaid: the subscription is ended at Stripe), with one e-mail saying so", async () => {
    const a = await onPlus('pm_card_visa_fails_for_good');
    const invoiceId = stripe.renew(a.subId, 'declined');
    expect((await webhook('invoice.payment_failed', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    stripe.retryRenewal(a.subId, 'declined', 'unpaid');
    expect((await webhook('customer.subscription.updated', { id: a.subId, object: 'subscription' })).statusCode).toBe(200);
    expect(stripe.calls('DELETE', `/v1/subscriptions/${a.subId}`)).toHaveLength(1);
    expect(await tierOf(a.user.id)).toBe('FREE');
    expect((await periodsOf(a.user.id))[0]!.status).toBe('CANCELED');
    // Stripe then reports the subscription deleted and the invoice failed again: nothing more happens.
    expect((await webhook('customer.subscription.deleted', { id: a.subId, object: 'subscription' })).statusCode).toBe(200);
    expect((await webhook('invoice.payment_failed', { id: invoiceId, object: 'invoice' })).statusCode).toBe(200);
    const mail = await mailTo(a.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your Plus plan payment did not go through', "We couldn't renew your Plus plan"]);
    expect(mail[1]!.text).toContain('Your card has insufficient funds.');
  });

  it('a pause sets cancel_at_period_end at Stripe; the end of the subscription starts the pause, and its end starts a new subscription on the card', async () => {
    const a = await onPlus('pm_card_visa_pauses');
    const paused = await post('/api/subscription/pause', a.cookie, { months: 2 });
    expect(paused.statusCode).toBe(200);
    expect(stripe.calls('POST', `/v1/subscriptions/${a.subId}`).at(-1)!.params).toMatchObject({ cancel_at_period_end: 'true' });
    // Stripe's period ends: the subscription ends (no renewal invoice), and the pause starts.
    stripe.endAtPeriodEnd(a.subId);
    expect((await webhook('customer.subscription.deleted', { id: a.subId, object: 'subscription' })).statusCode).toBe(200);
    expect(await tierOf(a.user.id)).toBe('FREE');
    const [row] = await periodsOf(a.user.id);
    expect(row).toMatchObject({ status: 'PAUSED', pauseMonths: 2 });
    expect((await mailTo(a.email)).map((m) => m.subject)).toEqual(['Your Plus plan is paused']);
    // Two months later the job starts the plan again: a new Stripe subscription on the saved card.
    const before = stripe.calls('POST', '/v1/subscriptions').length;
    await renewDueSubscriptions(t.app.ctx, new Date(row!.resumesAt!.getTime() + 60_000));
    expect(stripe.calls('POST', '/v1/subscriptions')).toHaveLength(before + 1);
    expect(await tierOf(a.user.id)).toBe('PLUS');
    const periods = await periodsOf(a.user.id);
    expect(periods.map((p) => p.status)).toEqual(['CANCELED', 'ACTIVE']);
    expect(periods[1]!.providerSubscriptionId).not.toBe(a.subId);
    expect((await reconcile(t.app.ctx)).mismatches.filter((m) => m.userId === a.user.id)).toEqual([]);
  });

  it("cancelling sets cancel_at_period_end at Stripe; Stripe's end of the subscription returns the user to Free with the 'has ended' e-mail", async () => {
    const a = await onPlus('pm_card_visa_cancel');
    const res = await post('/api/subscription/cancel', a.cookie);
    expect(res.statusCode).toBe(200);
    const update = stripe.calls('POST', `/v1/subscriptions/${a.subId}`);
    expect(update).toHaveLength(1);
    expect(update[0]!.params).toMatchObject({ cancel_at_period_end: 'true' });
    expect((await periodsOf(a.user.id))[0]!.cancelAtPeriodEnd).toBe(true);
    expect(await tierOf(a.user.id)).toBe('PLUS');
    const current = json(await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: { cookie: a.cookie } }));
    expect(current).toMatchObject({ name: 'PLUS', cancelAtPeriodEnd: true });

    stripe.endAtPeriodEnd(a.subId);
    expect((await webhook('customer.subscription.deleted', { id: a.subId, object: 'subscription' })).statusCode).toBe(200);
    expect(await tierOf(a.user.id)).toBe('FREE');
    expect((await mailTo(a.email)).map((m) => m.subject)).toEqual(['Your Plus plan has ended']);
    expect(stripe.calls('DELETE', `/v1/subscriptions/${a.subId}`)).toHaveLength(0);
  });

  it('a cancellation made in Stripe (customer portal) is picked up from customer.subscription.updated', async () => {
    const a = await onPlus('pm_card_visa_portal');
    stripe.subscriptions.get(a.subId)!.cancel_at_period_end = true;
    expect((await webhook('customer.subscription.updated', { id: a.subId, object: 'subscription' })).statusCode).toBe(200);
    expect((await periodsOf(a.user.id))[0]!.cancelAtPeriodEnd).toBe(true);
  });

  it('upgrading from Plus to Pro ends the Plus subscription at Stripe, and its deletion does not return the user to Free', async () => {
    const a = await onPlus('pm_card_visa_up');
    expect(json(await post('/api/subscription/upgrade', a.cookie, { planName: 'PRO' }))).toMatchObject({ status: 'upgraded', plan: 'PRO' });
    expect(stripe.calls('DELETE', `/v1/subscriptions/${a.subId}`)).toHaveLength(1);
    expect((await webhook('customer.subscription.deleted', { id: a.subId, object: 'subscription' })).statusCode).toBe(200);
    expect(await tierOf(a.user.id)).toBe('PRO');
    const rows = await periodsOf(a.user.id);
    expect(rows.map((r) => [r.planName, r.status])).toEqual([
      ['PLUS', 'CANCELED'],
      ['PRO', 'ACTIVE'],
    ]);
    expect(await mailTo(a.email)).toHaveLength(0);
    expect(
      (
        await t.database.db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, a.user.id), eq(subscriptions.status, 'ACTIVE')))
      )[0]!.providerSubscriptionId,
    ).not.toBe(a.subId);
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const a = await onPlus('pm_card_visa_forged');
    stripe.endAtPeriodEnd(a.subId);
    expect((await webhook('customer.subscription.deleted', { id: a.subId, object: 'subscription' }, 'whsec_someone_else')).statusCode).toBe(400);
    expect(await tierOf(a.user.id)).toBe('PLUS');
  });
});
