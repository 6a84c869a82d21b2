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
  /** The id of the object the event is about (e.g. the payment intent). */
  objectId: string;
}

export interface PaymentProvider {
  readonly name: 'offline' | 'stripe';
  /** What the browser needs to show the right card form. */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string; name: string; userId: number }): Promise<string>;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  cancelIntent(id: string): Promise<void>;
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
