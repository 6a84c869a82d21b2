import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../common/input.ts';
import {
  paymentConfigSchema,
  paymentMethodSchema,
  savePaymentMethodSchema,
  testConfirmResultSchema,
  testConfirmSchema,
} from '../../../common/booking.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffOnly } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { OfflinePaymentProvider } from '../../platform/payments/offline-provider.ts';
import { PaymentError } from '../../platform/payments/provider.ts';
import { ensureCustomer } from './customers.ts';
import { handlePaymentEvent } from './events.ts';
import { createSetupIntent, listPaymentMethods, makeDefault, removePaymentMethod, savePaymentMethod } from './payment-methods.ts';
import { messageSchema } from '../../../common/auth.ts';
import { reconcile } from './reconcile.ts';
import { reconciliationSchema } from '../../../common/reconciliation.ts';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/payments/config', { schema: { tags: ['payments'], response: { 200: paymentConfigSchema } } }, async () => ({
    provider: ctx.payments.name,
    publishableKey: ctx.payments.publishableKey,
  }));

  r.get('/api/payment-methods', { schema: { tags: ['payments'], response: { 200: z.array(paymentMethodSchema) } } }, async (req) =>
    listPaymentMethods(ctx, requireUser(req)),
  );
  r.post(
    '/api/payment-methods',
    { schema: { tags: ['payments'], body: savePaymentMethodSchema, response: { 201: paymentMethodSchema } } },
    async (req, reply) => reply.code(201).send(await savePaymentMethod(ctx, requireUser(req), req.body.paymentMethodId, req.body.setAsDefault)),
  );
  r.delete('/api/payment-methods/:id', { schema: { tags: ['payments'], params: z.object({ id: text().max(200) }), response: { 200: messageSchema } } }, async (req) =>
    removePaymentMethod(ctx, requireUser(req), req.params.id),
  );
  r.post('/api/payment-methods/:id/default', { schema: { tags: ['payments'], params: z.object({ id: text().max(200) }), response: { 200: messageSchema } } }, async (req) =>
    makeDefault(ctx, requireUser(req), req.params.id),
  );
  // Stripe's customer portal when Stripe is configured (the offline provider has none: 404).
  r.post('/api/billing/portal', { schema: { tags: ['payments'], response: { 200: z.object({ url: z.string() }) } } }, async (req) => {
    const user = requireUser(req);
    if (!ctx.payments.createPortalSession) throw notFound('The billing portal is available with Stripe only.');
    const origin = ctx.config.APP_ORIGIN ?? `${req.protocol}://${req.host}`;
    return { url: await ctx.payments.createPortalSession(await ensureCustomer(ctx, user), `${origin}/`) };
  });
  r.post('/api/create-setup-intent', { schema: { tags: ['payments'], response: { 200: z.object({ clientSecret: z.string() }) } } }, async (req) => {
    const { clientSecret } = await createSetupIntent(ctx, requireUser(req));
    return { clientSecret };
  });

  // Staff: do the books balance? (decision 019)
  await staffOnly(app, (s) => {
    s.get('/api/staff/reports/reconciliation', { schema: { tags: ['payments'], response: { 200: reconciliationSchema } } }, async () => reconcile(ctx));
  });

  // The offline provider's card form posts here, as Stripe.js would post to Stripe.
  r.post(
    '/api/test-provider/confirm',
    { schema: { tags: ['payments'], body: testConfirmSchema, response: { 200: testConfirmResultSchema } } },
    async (req) => {
      const provider = ctx.payments;
      if (!(provider instanceof OfflinePaymentProvider)) throw notFound('The test payment provider is not in use.');
      const user = requireUser(req);
      const customerId = await ensureCustomer(ctx, user);
      try {
        const intent = await provider.confirm({ ...req.body, userCustomerId: customerId });
        return { status: intent.status, paymentIntentId: intent.id, paymentMethodId: intent.paymentMethodId };
      } catch (err) {
        if (err instanceof PaymentError) throw new HttpError(402, err.message, { code: err.code });
        throw err;
      }
    },
  );

  // Stripe's webhook (and the offline provider's signed events): the raw body is needed for the signature.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post('/api/webhooks/stripe', { schema: { hide: true } }, async (req) => {
      const raw = req.body as Buffer;
      if (!Buffer.isBuffer(raw)) throw badRequest('Expected a JSON body');
      let event;
      try {
        event = ctx.payments.parseWebhook(raw, req.headers['stripe-signature'] as string | undefined);
      } catch (err) {
        req.log.warn({ err }, 'webhook refused');
        throw badRequest('Webhook signature verification failed');
      }
      await handlePaymentEvent(ctx, event);
      return { received: true };
    });
  });
}
