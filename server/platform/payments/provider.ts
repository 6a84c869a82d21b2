/**
 * The card-payment provider, one interface for the offline test provider and Stripe.
 * Only ids travel between the browser and us; every status and amount is re-read from the provider.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  customerId: string | null;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  lastError: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  customerId: string;
  description: string;
  metadata: Record<string, string>;
  /** Charge a saved card. */
  paymentMethodId?: string;
  /** The same key always gives the same intent (retries never charge twice). */
  idempotencyKey: string;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The id of the object the event is about (the payment intent, invoice or subscription). */
  objectId: string;
}

/** A plan as the provider bills it: a monthly price in cents. */
export interface BillingPlan {
  name: string;
  displayName: string;
  priceCents: number;
  currency: string;
}

export interface BillingInvoice {
  id: string;
  subscriptionId: string | null;
  /** draft, open, paid, uncollectible or void. */
  status: string;
  /** subscription_create for the first month, subscription_cycle for a renewal. */
  billingReason: string | null;
  amountPaidCents: number;
  /** The invoice's payment intent: the browser confirms it with the card form for the first month. */
  paymentIntentId: string | null;
  clientSecret: string | null;
  /** How many times the provider has tried to collect it (dunning, issue 29). */
  attemptCount: number;
  /** When the provider will try again; null when it will not (paid, or its retries are over). */
  nextPaymentAttempt: Date | null;
}

export interface BillingSubscription {
  id: string;
  customerId: string;
  /** Stripe's statuses: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  metadata: Record<string, string>;
  latestInvoice: BillingInvoice | null;
}

export interface CreateSubscriptionInput {
  customerId: string;
  plan: BillingPlan;
  /** Charge this saved card at once (a decline throws PaymentError); without it the first invoice waits for the card form. */
  paymentMethodId?: string;
  metadata: Record<string, string>;
  /** The same key always gives the same subscription (a replayed upgrade never subscribes twice). */
  idempotencyKey: string;
}

/**
 * Monthly plans billed by the provider itself (Stripe Billing): it renews and reports through
 * events. A provider without it (the offline one) leaves renewals to our own monthly job.
 */
export interface SubscriptionBilling {
  createSubscription(input: CreateSubscriptionInput): Promise<BillingSubscription>;
  retrieveSubscription(id: string): Promise<BillingSubscription>;
  retrieveInvoice(id: string): Promise<BillingInvoice>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<BillingSubscription>;
  /** Ends the subscription now, without proration (a replaced plan, or a failed renewal). */
  cancelSubscription(id: string): Promise<void>;
}

export interface PaymentProvider {
  readonly name: 'offline' | 'stripe';
  /** Present when the provider bills plans itself (Stripe); otherwise plans renew by our own job. */
  readonly billing?: SubscriptionBilling;
  /** What the browser needs to show the right card form. */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string; name: string; userId: number }): Promise<string>;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /**
   * Cancels an intent that has not succeeded and returns it as it ends: 'canceled', or 'succeeded'
   * when it was confirmed first (then it is the payment, and must not be replaced by another).
   */
  cancelIntent(id: string): Promise<PaymentIntent>;
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string; reason: string }): Promise<{ id: string }>;
  createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }>;
  /** Charges a saved card without the customer present (plan upgrades and renewals); throws PaymentError on a decline. */
  chargeSavedCard(input: CreateIntentInput & { paymentMethodId: string }): Promise<PaymentIntent>;
  retrieveCard(paymentMethodId: string): Promise<CardDetails>;
  /** A hosted billing page for the customer (Stripe's customer portal), when the provider has one. */
  createPortalSession?(customerId: string, returnUrl: string): Promise<string>;
  /** Verifies a webhook's signature and returns the event; throws when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}
