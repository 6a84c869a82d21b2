import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '../../../common/payments.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';
import { route } from '../../platform/http/endpoint.ts';
import { OfflinePaymentProvider } from '../../platform/payments/offline-provider.ts';
import { PaymentError } from '../../platform/payments/provider.ts';
import { ensureCustomer } from './customers.ts';
import { handlePaymentEvent } from './events.ts';
import { createSetupIntent, listPaymentMethods, makeDefault, removePaymentMethod, savePaymentMethod } from './payment-methods.ts';
import { reconcile } from './reconcile.ts';
import { facilitySettingsOf, saveFacilitySettings } from './settings.ts';

/** Cards and the provider: config, saved cards, the billing portal, the offline card form, reconciliation, the facility's settings and the webhook (endpoints in common/payments.ts). */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, paymentsApi.config, async () => ({ provider: ctx.payments.name, publishableKey: ctx.payments.publishableKey }));
  route(app, paymentsApi.methods, async (req) => listPaymentMethods(ctx, requireUser(req)));
  route(app, paymentsApi.saveMethod, async (req) => savePaymentMethod(ctx, requireUser(req), req.body.paymentMethodId, req.body.setAsDefault));
  route(app, paymentsApi.removeMethod, async (req) => removePaymentMethod(ctx, requireUser(req), req.params.id));
  route(app, paymentsApi.makeDefault, async (req) => makeDefault(ctx, requireUser(req), req.params.id));
  route(app, paymentsApi.billingPortal, async (req) => {
    const user = requireUser(req);
    if (!ctx.payments.createPortalSession) throw notFound(msg('payments.portalStripeOnly'));
    const origin = ctx.config.APP_ORIGIN ?? `${req.protocol}://${req.host}`;
    return { url: await ctx.payments.createPortalSession(await ensureCustomer(ctx, user), `${origin}/`) };
  });
  route(app, paymentsApi.setupIntent, async (req) => {
    const { clientSecret } = await createSetupIntent(ctx, requireUser(req));
    return { clientSecret };
  });

  // Staff: do the books balance? (decision 019)
  route(app, paymentsApi.reconciliation, async () => reconcile(ctx));
  // Staff: the sibling discount (decision 044).
  route(app, paymentsApi.settings, async () => facilitySettingsOf(ctx.db));
  route(app, paymentsApi.saveSettings, async (req) => saveFacilitySettings(ctx, staffUser(req), req.body));

  route(app, paymentsApi.testConfirm, async (req) => {
    const provider = ctx.payments;
    if (!(provider instanceof OfflinePaymentProvider)) throw notFound(msg('payments.testProviderOff'));
    const user = requireUser(req);
    const customerId = await ensureCustomer(ctx, user);
    try {
      const intent = await provider.confirm({ ...req.body, userCustomerId: customerId });
      return { status: intent.status, paymentIntentId: intent.id, paymentMethodId: intent.paymentMethodId };
    } catch (err) {
      if (err instanceof PaymentError) throw new HttpError(402, err.message, { code: err.code });
      throw err;
    }
  });

  // Stripe's webhook (and the offline provider's signed events): the raw body is needed for the signature.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    route(hook, paymentsApi.webhook, async (req) => {
      const raw = req.body as unknown as Buffer;
      if (!Buffer.isBuffer(raw)) throw badRequest(msg('payments.expectedJson'));
      let event;
      try {
        event = ctx.payments.parseWebhook(raw, req.headers['stripe-signature'] as string | undefined);
      } catch (err) {
        req.log.warn({ err }, 'webhook refused');
        throw badRequest(msg('payments.webhookSignature'));
      }
      await handlePaymentEvent(ctx, event);
      return { received: true as const };
    });
  });
}
