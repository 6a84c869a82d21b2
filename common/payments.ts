import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { int, text } from './input.ts';
import { reconciliationSchema } from './reconciliation.ts';
import { facilitySettingsInputSchema, facilitySettingsSchema, saveSettingsAnswerSchema } from './sibling-discount.ts';

/** Saved cards, the provider's config and the offline provider's card form (formerly in common/bookings.ts). */
export const paymentMethodSchema = z.object({
  id: z.string(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  cardExpMonth: z.number().int(),
  cardExpYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const savePaymentMethodSchema = z.object({
  paymentMethodId: text().min(1).max(200),
  setAsDefault: z.boolean().default(false),
});

export const paymentConfigSchema = z.object({
  provider: z.enum(['offline', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The offline test provider's card form (what Stripe.js would send to Stripe). */
export const testConfirmSchema = z.union([
  z.object({
    clientSecret: text().min(1).max(500),
    card: z.object({
      number: text().min(1, 'Your card number is incomplete.').max(30),
      expMonth: int(),
      expYear: int(),
      cvc: text().max(4),
    }),
  }),
  z.object({ clientSecret: text().min(1).max(500), paymentMethodId: text().min(1).max(200) }),
]);
export type TestConfirmInput = z.infer<typeof testConfirmSchema>;
export const testConfirmResultSchema = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  paymentMethodId: z.string().nullable(),
});

/** A saved card's id is the provider's (`pm_...`), not a number. */
export const paymentMethodParams = z.object({ id: text().max(200) });
export const billingPortalSchema = z.object({ url: z.string() });
export const setupIntentSchema = z.object({ clientSecret: z.string() });

const tags = ['payments'];

/**
 * The payments feature's endpoints (decision 032): which provider takes cards, the saved cards,
 * Stripe's billing portal, the offline provider's card form, the staff's reconciliation and the
 * facility's payment settings (the sibling discount, decision 044).
 * Not JSON-in, so written by hand in server/features/payments/routes.ts: the provider's webhook
 * (POST /api/webhooks/stripe), which needs the raw body for its signature.
 */
export const paymentsApi = {
  config: endpoint({ method: 'GET', path: '/api/payments/config', response: paymentConfigSchema, tags }),
  methods: endpoint({ method: 'GET', path: '/api/payment-methods', response: z.array(paymentMethodSchema), access: 'user', tags }),
  saveMethod: endpoint({
    method: 'POST',
    path: '/api/payment-methods',
    body: savePaymentMethodSchema,
    response: paymentMethodSchema,
    status: 201,
    access: 'user',
    tags,
  }),
  removeMethod: endpoint({ method: 'DELETE', path: '/api/payment-methods/:id', params: paymentMethodParams, response: messageSchema, access: 'user', tags }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/api/payment-methods/:id/default',
    params: paymentMethodParams,
    response: messageSchema,
    access: 'user',
    tags,
  }),
  /** Stripe's customer portal (the offline provider has none: 404). */
  billingPortal: endpoint({ method: 'POST', path: '/api/billing/portal', response: billingPortalSchema, access: 'user', tags }),
  setupIntent: endpoint({ method: 'POST', path: '/api/create-setup-intent', response: setupIntentSchema, access: 'user', tags }),
  /** The offline provider's card form posts here, as Stripe.js would post to Stripe (404 with Stripe, before sign-in is checked). */
  testConfirm: endpoint({ method: 'POST', path: '/api/test-provider/confirm', body: testConfirmSchema, response: testConfirmResultSchema, tags }),
  reconciliation: endpoint({ method: 'GET', path: '/api/staff/reports/reconciliation', response: reconciliationSchema, access: 'staff', tags }),
  /** Staff: the facility's settings (the sibling discount). */
  settings: endpoint({ method: 'GET', path: '/api/staff/settings', response: facilitySettingsSchema, access: 'staff', tags }),
  /** Staff: saves them (audited); checkouts started before keep their price. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/staff/settings',
    body: facilitySettingsInputSchema,
    response: saveSettingsAnswerSchema,
    access: 'staff',
    tags,
  }),
  /** Stripe's webhook (and the offline provider's signed events): the raw body is read for the signature, so no body schema. */
  webhook: endpoint({ method: 'POST', path: '/api/webhooks/stripe', response: z.object({ received: z.literal(true) }), hide: true }),
};
