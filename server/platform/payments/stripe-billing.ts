import type Stripe from 'stripe';
import type { BillingInvoice, BillingPlan, BillingSubscription, CreateSubscriptionInput, SubscriptionBilling } from './provider.ts';
import { stripeCall } from './stripe-call.ts';

/** What every subscription answer carries: the first invoice's client secret and its payments (for the intent's id). */
const EXPAND = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];

/** One Stripe Price per plan and amount, found again by this key; a new price gives a new key. */
export const priceLookupKey = (plan: BillingPlan) => `octane_plan_${plan.name}_${plan.priceCents}${plan.currency === 'usd' ? '' : `_${plan.currency}`}`;

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

export function toBillingInvoice(inv: Stripe.Invoice): BillingInvoice {
  const clientSecret = inv.confirmation_secret?.client_secret ?? null;
  const payments = inv.payments?.data ?? [];
  const payment = payments.find((p) => p.is_default) ?? payments[0];
  // Stripe's client secret is the intent's id followed by "_secret_".
  const fromSecret = clientSecret?.includes('_secret_') ? clientSecret.slice(0, clientSecret.indexOf('_secret_')) : null;
  return {
    id: inv.id ?? '',
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    status: inv.status ?? 'draft',
    billingReason: inv.billing_reason ?? null,
    amountPaidCents: inv.amount_paid,
    paymentIntentId: idOf(payment?.payment.payment_intent) ?? fromSecret,
    clientSecret,
    attemptCount: inv.attempt_count ?? 0,
    nextPaymentAttempt: inv.next_payment_attempt ? new Date(inv.next_payment_attempt * 1000) : null,
  };
}

export function toBillingSubscription(sub: Stripe.Subscription): BillingSubscription {
  // Since API version 2025-03-31 the period is kept on the subscription's items.
  const item = sub.items.data[0];
  const start = item?.current_period_start ?? sub.start_date;
  const end = item?.current_period_end ?? sub.start_date;
  const invoice = sub.latest_invoice;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: new Date(start * 1000),
    currentPeriodEnd: new Date(end * 1000),
    metadata: sub.metadata,
    latestInvoice: invoice && typeof invoice !== 'string' ? toBillingInvoice(invoice) : null,
  };
}

/** Plans as Stripe Billing subscriptions: Stripe renews them monthly and reports through webhooks. */
export class StripeSubscriptionBilling implements SubscriptionBilling {
  constructor(private readonly stripe: Stripe) {}

  /** The plan's monthly Price, looked up by its key and created on first use. */
  async priceFor(plan: BillingPlan): Promise<string> {
    const key = priceLookupKey(plan);
    const found = await stripeCall(this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
    if (found.data[0]) return found.data[0].id;
    const price = await stripeCall(
      this.stripe.prices.create(
        {
          currency: plan.currency,
          unit_amount: plan.priceCents,
          recurring: { interval: 'month' },
          lookup_key: key,
          product_data: { name: `${plan.displayName} plan`, metadata: { plan: plan.name } },
          metadata: { plan: plan.name },
        },
        { idempotencyKey: `price-${key}` },
      ),
    );
    return price.id;
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<BillingSubscription> {
    const price = await this.priceFor(input.plan);
    const payment: Partial<Stripe.SubscriptionCreateParams> = input.paymentMethodId
      ? // The saved card is charged now; a decline answers an error and creates nothing, like a declined charge.
        { default_payment_method: input.paymentMethodId, payment_behavior: 'error_if_incomplete', off_session: true }
      : // The first invoice waits for the card form; the card it is paid with then pays the renewals.
        { payment_behavior: 'default_incomplete', payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] } };
    const sub = await stripeCall(
      this.stripe.subscriptions.create(
        { customer: input.customerId, items: [{ price }], metadata: input.metadata, expand: EXPAND, ...payment },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toBillingSubscription(sub);
  }

  async retrieveSubscription(id: string): Promise<BillingSubscription> {
    return toBillingSubscription(await stripeCall(this.stripe.subscriptions.retrieve(id, { expand: EXPAND })));
  }

  async retrieveInvoice(id: string): Promise<BillingInvoice> {
    return toBillingInvoice(await stripeCall(this.stripe.invoices.retrieve(id, { expand: ['payments'] })));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<BillingSubscription> {
    return toBillingSubscription(await stripeCall(this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand: EXPAND })));
  }

  async cancelSubscription(id: string): Promise<void> {
    const sub = await stripeCall(this.stripe.subscriptions.retrieve(id));
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
    await stripeCall(this.stripe.subscriptions.cancel(id, { prorate: false, invoice_now: false }));
  }
}
