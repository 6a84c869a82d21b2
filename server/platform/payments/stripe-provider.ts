import Stripe from 'stripe';
import {
  PaymentError,
  type CardDetails,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.ts';
import { StripeSubscriptionBilling } from './stripe-billing.ts';
import { stripeCall } from './stripe-call.ts';

/** Where the SDK sends its requests: api.stripe.com unless given (stripe-mock, or a test's stand-in). */
export type StripeClientOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'>;

/** Stripe through its official SDK. Used when STRIPE_SECRET_KEY is set. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly billing: StripeSubscriptionBilling;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string,
    client: StripeClientOptions = {},
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...client });
    this.billing = new StripeSubscriptionBilling(this.stripe);
  }

  private wrap<T>(p: Promise<T>): Promise<T> {
    return stripeCall(p);
  }

  private toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
    const pm = pi.payment_method;
    return {
      id: pi.id,
      clientSecret: pi.client_secret ?? '',
      status: (pi.status === 'requires_capture' ? 'processing' : pi.status) as IntentStatus,
      amountCents: pi.amount,
      currency: pi.currency,
      metadata: pi.metadata,
      paymentMethodId: typeof pm === 'string' ? pm : (pm?.id ?? null),
      lastError: pi.last_payment_error?.message ?? null,
    };
  }

  /** A payment intent for the input's amount, customer, description and metadata, with `extra` (card, confirmation), made once per idempotency key. */
  private async createPaymentIntent(input: CreateIntentInput, extra: Partial<Stripe.PaymentIntentCreateParams>): Promise<PaymentIntent> {
    const pi = await this.wrap(
      this.stripe.paymentIntents.create(
        { amount: input.amountCents, currency: input.currency, customer: input.customerId, description: input.description, metadata: input.metadata, ...extra },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.toIntent(pi);
  }

  async createCustomer(input: { email: string; name: string; userId: number }): Promise<string> {
    const c = await this.wrap(this.stripe.customers.create({ email: input.email, name: input.name, metadata: { userId: String(input.userId) } }));
    return c.id;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    return this.createPaymentIntent(input, input.paymentMethodId ? { payment_method: input.paymentMethodId } : {});
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    return this.toIntent(await this.wrap(this.stripe.paymentIntents.retrieve(id)));
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    const pi = await this.wrap(this.stripe.paymentIntents.retrieve(id));
    if (pi.status === 'succeeded' || pi.status === 'canceled') return this.retrieveIntent(id);
    // Stripe refuses to cancel an intent that succeeded meanwhile: read what it became.
    await this.stripe.paymentIntents.cancel(id).catch(() => null);
    return this.retrieveIntent(id);
  }

  async refund(input: { intentId: string; amountCents: number; idempotencyKey: string; reason: string }): Promise<{ id: string }> {
    const r = await this.wrap(
      this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountCents, metadata: { reason: input.reason } },
        { idempotencyKey: `refund:${input.idempotencyKey}` },
      ),
    );
    return { id: r.id };
  }

  async createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }> {
    const si = await this.wrap(this.stripe.setupIntents.create({ customer: customerId }));
    return { id: si.id, clientSecret: si.client_secret ?? '' };
  }

  async chargeSavedCard(input: CreateIntentInput & { paymentMethodId: string }): Promise<PaymentIntent> {
    return this.createPaymentIntent(input, { payment_method: input.paymentMethodId, off_session: true, confirm: true });
  }

  async retrieveCard(paymentMethodId: string): Promise<CardDetails> {
    const pm = await this.wrap(this.stripe.paymentMethods.retrieve(paymentMethodId));
    if (!pm.card) throw new PaymentError('This payment method is not a card.', 'invalid_payment_method');
    return {
      id: pm.id,
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
      customerId: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null),
    };
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.wrap(this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return session.url;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new PaymentError('Missing webhook signature', 'signature_invalid');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (err) {
      throw new PaymentError((err as Error).message, 'signature_invalid');
    }
    const obj = event.data.object as { id?: string };
    return { id: event.id, type: event.type, objectId: obj.id ?? '' };
  }
}
