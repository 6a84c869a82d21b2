import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testProviderObjects } from '../../db/schema/payments.ts';
import { en } from '../../../common/messages/index.ts';
import { cardBrand, checkCard, type CardInput } from './cards.ts';
import {
  PaymentError,
  type CardDetails,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.ts';

interface StoredIntent {
  kind: 'payment' | 'setup';
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  customerId: string;
  description: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  lastError: string | null;
  refundedCents: number;
}

const ATTACH_THEN_DECLINE = '4000000000000341';
const rid = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('base64url')}`;

export type ConfirmInput = { clientSecret: string; userCustomerId: string } & ({ card: CardInput } | { paymentMethodId: string });

/**
 * Behaves like Stripe's test mode, offline: intents with client secrets, Stripe's test card numbers,
 * Luhn/expiry/CVC checks, saved cards as brand/last 4/expiry, refunds, and a signed
 * "payment_intent.succeeded" event delivered to the same handler as Stripe's webhook.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline' as const;
  readonly publishableKey = null;
  /** Receives events as the webhook endpoint would (set by the app). */
  onEvent: (event: ProviderEvent) => Promise<void> = async () => {};

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
  ) {}

  private async put(id: string, type: string, data: object) {
    await this.db
      .insert(testProviderObjects)
      .values({ id, type, data: data as Record<string, unknown> })
      .onConflictDoUpdate({ target: testProviderObjects.id, set: { data: data as Record<string, unknown> } });
  }

  private async get<T>(id: string, type: string): Promise<T> {
    const rows = await this.db.select().from(testProviderObjects).where(eq(testProviderObjects.id, id)).limit(1);
    const row = rows[0];
    if (!row || row.type !== type) throw new PaymentError(`No such ${type}: '${id}'`, 'resource_missing');
    return row.data as T;
  }

  /**
   * Replaces an object's data only if it is still `before` (compare-and-set): like Stripe, two
   * requests racing on one intent (a confirm and a cancel) never both take effect.
   */
  private async swap(id: string, before: object, after: object): Promise<boolean> {
    const rows = await this.db
      .update(testProviderObjects)
      .set({ data: after as Record<string, unknown> })
      .where(and(eq(testProviderObjects.id, id), sql`${testProviderObjects.data} = ${JSON.stringify(before)}::jsonb`))
      .returning({ id: testProviderObjects.id });
    return rows.length === 1;
  }

  private toIntent(id: string, s: StoredIntent): PaymentIntent {
    return {
      id,
      clientSecret: s.clientSecret,
      status: s.status,
      amountCents: s.amountCents,
      currency: s.currency,
      metadata: s.metadata,
      paymentMethodId: s.paymentMethodId,
      lastError: s.lastError,
    };
  }

  async createCustomer(input: { email: string; name: string; userId: number }): Promise<string> {
    const id = rid('cus');
    await this.put(id, 'customer', input);
    return id;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const idemId = `idem_${crypto.createHash('sha256').update(input.idempotencyKey).digest('hex')}`;
    const existing = await this.db.select().from(testProviderObjects).where(eq(testProviderObjects.id, idemId)).limit(1);
    if (existing[0]) return this.retrieveIntent(String(existing[0].data.intentId));
    if (!Number.isInteger(input.amountCents) || input.amountCents < 50) {
      throw new PaymentError('Amount must be at least $0.50 usd', 'amount_too_small');
    }
    const id = rid('pi');
    const stored: StoredIntent = {
      kind: 'payment',
      clientSecret: `${id}_secret_${crypto.randomBytes(12).toString('base64url')}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      customerId: input.customerId,
      description: input.description,
      metadata: input.metadata,
      paymentMethodId: input.paymentMethodId ?? null,
      lastError: null,
      refundedCents: 0,
    };
    await this.put(id, 'payment_intent', stored);
    // Like Stripe, parallel requests with one key get one intent: the first to record the key wins.
    const claimed = await this.db
      .insert(testProviderObjects)
      .values({ id: idemId, type: 'idempotency', data: { intentId: id } })
      .onConflictDoNothing()
      .returning({ id: testProviderObjects.id });
    if (!claimed[0]) {
      await this.db.delete(testProviderObjects).where(eq(testProviderObjects.id, id));
      const [winner] = await this.db.select().from(testProviderObjects).where(eq(testProviderObjects.id, idemId));
      return this.retrieveIntent(String(winner!.data.intentId));
    }
    return this.toIntent(id, stored);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    const s = id.startsWith('seti_') ? await this.get<StoredIntent>(id, 'setup_intent') : await this.get<StoredIntent>(id, 'payment_intent');
    return this.toIntent(id, s);
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    for (;;) {
      const s = await this.get<StoredIntent>(id, 'payment_intent');
      if (s.status === 'succeeded' || s.status === 'canceled') return this.toIntent(id, s);
      const canceled: StoredIntent = { ...s, status: 'canceled' };
      if (await this.swap(id, s, canceled)) return this.toIntent(id, canceled);
    }
  }

  async refund(input: { intentId: string; amountCents: number; idempotencyKey: string; reason: string }): Promise<{ id: string }> {
    const idemId = `idem_${crypto.createHash('sha256').update(`refund:${input.idempotencyKey}`).digest('hex')}`;
    const id = rid('re');
    // Like Stripe, parallel requests with one key make one refund: the first to record the key wins.
    const claimed = await this.db
      .insert(testProviderObjects)
      .values({ id: idemId, type: 'idempotency', data: { refundId: id } })
      .onConflictDoNothing()
      .returning({ id: testProviderObjects.id });
    if (!claimed[0]) {
      const [winner] = await this.db.select().from(testProviderObjects).where(eq(testProviderObjects.id, idemId));
      return { id: String(winner!.data.refundId) };
    }
    try {
      for (;;) {
        const s = await this.get<StoredIntent>(input.intentId, 'payment_intent');
        if (s.status !== 'succeeded') throw new PaymentError('This payment has not succeeded, so it cannot be refunded.', 'charge_not_succeeded');
        if (s.refundedCents + input.amountCents > s.amountCents) throw new PaymentError('Refund is greater than the unrefunded amount.', 'amount_too_large');
        if (await this.swap(input.intentId, s, { ...s, refundedCents: s.refundedCents + input.amountCents })) break;
      }
    } catch (err) {
      await this.db.delete(testProviderObjects).where(eq(testProviderObjects.id, idemId));
      throw err;
    }
    await this.put(id, 'refund', { intentId: input.intentId, amountCents: input.amountCents, reason: input.reason });
    return { id };
  }

  async createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }> {
    const id = rid('seti');
    const clientSecret = `${id}_secret_${crypto.randomBytes(12).toString('base64url')}`;
    const stored: StoredIntent = {
      kind: 'setup',
      clientSecret,
      status: 'requires_payment_method',
      amountCents: 0,
      currency: 'usd',
      customerId,
      description: 'Save a card',
      metadata: {},
      paymentMethodId: null,
      lastError: null,
      refundedCents: 0,
    };
    await this.put(id, 'setup_intent', stored);
    return { id, clientSecret };
  }

  async chargeSavedCard(input: CreateIntentInput & { paymentMethodId: string }): Promise<PaymentIntent> {
    const intent = await this.createIntent(input);
    if (intent.status === 'succeeded') return intent;
    const card = await this.retrieveCard(input.paymentMethodId).catch(() => null);
    if (!card || card.customerId !== input.customerId) throw new PaymentError('This saved card could not be found.', 'resource_missing');
    const s = await this.get<StoredIntent>(intent.id, 'payment_intent');
    if (await this.failsCharges(input.paymentMethodId)) {
      await this.put(intent.id, 'payment_intent', { ...s, status: 'requires_payment_method', lastError: en('payments.cardDeclined') });
      throw new PaymentError(en('payments.cardDeclined'), 'card_declined');
    }
    const succeeded: StoredIntent = { ...s, status: 'succeeded', paymentMethodId: input.paymentMethodId, lastError: null };
    if (!(await this.swap(intent.id, s, succeeded))) return this.retrieveIntent(intent.id);
    return this.toIntent(intent.id, succeeded);
  }

  async retrieveCard(paymentMethodId: string): Promise<CardDetails> {
    const { failsCharges: _f, ...c } = await this.get<Omit<CardDetails, 'id'> & { failsCharges?: boolean }>(paymentMethodId, 'payment_method');
    return { id: paymentMethodId, ...c };
  }

  private async failsCharges(paymentMethodId: string): Promise<boolean> {
    const c = await this.get<{ failsCharges?: boolean }>(paymentMethodId, 'payment_method').catch(() => null);
    return !!c?.failsCharges;
  }

  /**
   * What Stripe.js's confirmCardPayment / confirmCardSetup do: the card is checked, a payment
   * method is created for the customer, the intent succeeds or fails with Stripe's message.
   */
  async confirm(input: ConfirmInput): Promise<PaymentIntent> {
    const id = input.clientSecret.split('_secret_')[0] ?? '';
    const type = id.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
    const s = await this.get<StoredIntent>(id, type).catch(() => {
      throw new PaymentError('This payment could not be found.', 'resource_missing');
    });
    if (s.clientSecret !== input.clientSecret || s.customerId !== input.userCustomerId) {
      throw new PaymentError('This payment could not be found.', 'resource_missing');
    }
    if (s.status === 'succeeded') return this.toIntent(id, s);
    if (s.status === 'canceled') throw new PaymentError('This payment was canceled. Please start again.', 'payment_intent_unexpected_state');

    let paymentMethodId: string;
    if ('card' in input) {
      const outcome = checkCard(input.card);
      if (!outcome.ok) {
        await this.put(id, type, { ...s, status: 'requires_payment_method', lastError: outcome.message });
        throw new PaymentError(outcome.message, outcome.code);
      }
      const digits = input.card.number.replace(/\D/g, '');
      // Stripe's 4000 0000 0000 0341: the card saves, but every charge on it is declined.
      const failsCharges = digits === ATTACH_THEN_DECLINE;
      if (failsCharges && type === 'payment_intent') {
        await this.put(id, type, { ...s, status: 'requires_payment_method', lastError: en('payments.cardDeclined') });
        throw new PaymentError(en('payments.cardDeclined'), 'card_declined');
      }
      paymentMethodId = rid('pm');
      const card: Omit<CardDetails, 'id'> = {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: input.card.expMonth,
        expYear: input.card.expYear < 100 ? 2000 + input.card.expYear : input.card.expYear,
        customerId: s.customerId,
      };
      await this.put(paymentMethodId, 'payment_method', { ...card, failsCharges });
    } else {
      const card = await this.retrieveCard(input.paymentMethodId).catch(() => null);
      if (!card || card.customerId !== s.customerId) throw new PaymentError('This saved card could not be found.', 'resource_missing');
      if (await this.failsCharges(input.paymentMethodId)) throw new PaymentError(en('payments.cardDeclined'), 'card_declined');
      paymentMethodId = input.paymentMethodId;
    }
    const succeeded: StoredIntent = { ...s, status: 'succeeded', paymentMethodId, lastError: null };
    if (!(await this.swap(id, s, succeeded))) {
      // Changed meanwhile: cancelled (a card switch), or confirmed by a parallel request.
      const now = await this.get<StoredIntent>(id, type);
      if (now.status === 'succeeded') return this.toIntent(id, now);
      throw new PaymentError('This payment was canceled. Please start again.', 'payment_intent_unexpected_state');
    }
    if (type === 'payment_intent') {
      await this.onEvent({ id: rid('evt'), type: 'payment_intent.succeeded', objectId: id });
    }
    return this.toIntent(id, succeeded);
  }

  /** Signs an event body like Stripe does (t=timestamp,v1=HMAC-SHA256 of "t.body"). */
  sign(body: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const v1 = crypto.createHmac('sha256', this.webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const parts = Object.fromEntries((signature ?? '').split(',').map((p) => p.split('=') as [string, string]));
    const t = Number(parts.t);
    if (!parts.v1 || !Number.isFinite(t)) throw new PaymentError('Missing webhook signature', 'signature_invalid');
    if (Math.abs(Date.now() / 1000 - t) > 300) throw new PaymentError('Webhook timestamp outside the tolerance zone', 'signature_invalid');
    const expected = crypto
      .createHmac('sha256', this.webhookSecret)
      .update(`${t}.${rawBody.toString('utf8')}`)
      .digest();
    const given = Buffer.from(parts.v1, 'hex');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      throw new PaymentError('Webhook signature does not match', 'signature_invalid');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; data: { object: { id: string } } };
    return { id: event.id, type: event.type, objectId: event.data.object.id };
  }
}
