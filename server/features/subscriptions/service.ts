import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { PLAN_MESSAGES, planTerms, type CurrentSubscription, type Plan } from '../../../common/subscriptions.ts';
import { centsToDollars } from '../../../common/programs.ts';
import type { Tier } from '../../../common/auth.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { PaymentError } from '../../platform/payments/provider.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { withChargedMethod } from '../payments/ledger.ts';
import { completeBilledUpgrade, reconcileBilledSubscription, upgradeWithBilling } from './billing.ts';
import { planOf, usageThisMonth } from '../../domain/plan-limits.ts';
import { activatePlanPayment, endPlan, pendingPlanPayment, type PlanRow } from './plan-payments.ts';

export const toPlan = (p: PlanRow): Plan => ({
  id: p.name,
  name: p.name,
  displayName: p.displayName,
  price: centsToDollars(p.priceCents),
  description: p.description,
  features: p.features,
  ...planTerms(p),
});

export async function listPlans(db: Db): Promise<Plan[]> {
  return (await db.select().from(plans).orderBy(asc(plans.sortOrder))).map(toPlan);
}

export async function currentSubscription(db: Db, user: User, tz: string): Promise<CurrentSubscription> {
  const plan = await planOf(db, user.id);
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.planName, plan.name)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  const used = await usageThisMonth(db, user.id, tz);
  return {
    name: plan.name,
    displayName: plan.displayName,
    status: plan.name === 'FREE' ? 'ACTIVE' : (sub?.status ?? 'ACTIVE'),
    currentPeriodEnd: plan.name === 'FREE' ? null : (sub?.currentPeriodEnd.toISOString() ?? null),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    usage: {
      trainingSessions: { used: used.maxTrainingSessions, limit: plan.maxTrainingSessions },
      mediaUploads: { used: used.maxMediaUploads, limit: plan.maxMediaUploads },
      coachFeedback: { used: used.maxCoachFeedback, limit: plan.maxCoachFeedback },
    },
  };
}

async function defaultCard(ctx: AppContext, userId: number, wanted?: string) {
  const rows = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
  if (wanted) {
    const m = rows.find((r) => r.providerMethodId === wanted);
    if (!m) throw notFound('This saved card could not be found.');
    return m;
  }
  return rows[0] ?? null;
}

/**
 * Upgrades to a paid plan: charges the plan's monthly price to the saved card (or asks for the card
 * form when there is none) and only then changes the plan. Replays never charge twice: the same
 * request gives the same idempotency key, and a user already on the plan is refused. With provider
 * billing (Stripe) the charge is the first invoice of the provider's subscription (billing.ts).
 */
export async function upgrade(ctx: AppContext, user: User, input: { planName: Tier; paymentMethodId?: string; paymentIntentId?: string }) {
  if (input.paymentIntentId) return completeCardUpgrade(ctx, user, input.paymentIntentId);
  if (input.planName === 'FREE') throw badRequest(PLAN_MESSAGES.free);
  if (input.planName === user.subscriptionTier) throw badRequest(PLAN_MESSAGES.current);
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, input.planName));
  if (!plan) throw notFound('Plan not found');
  const customerId = await ensureCustomer(ctx, user);
  const card = await defaultCard(ctx, user.id, input.paymentMethodId);
  if (ctx.payments.billing) return upgradeWithBilling(ctx, ctx.payments.billing, user, plan, customerId, card);
  const idempotencyKey = `upgrade-${user.id}-${user.subscriptionTier}-${plan.name}-${card?.providerMethodId ?? 'form'}`;
  const payment = await pendingPlanPayment(ctx, user, plan, idempotencyKey);
  const intentInput = {
    amountCents: plan.priceCents,
    currency: 'usd',
    customerId,
    description: `${plan.displayName} plan, first month`,
    metadata: { paymentId: String(payment.id), kind: 'PLAN', planName: plan.name, userId: String(user.id) },
    idempotencyKey,
  };
  if (!card) {
    const intent = await ctx.payments.createIntent(intentInput);
    await ctx.db.update(payments).set({ intentId: intent.id }).where(eq(payments.id, payment.id));
    return { status: 'requires_payment' as const, clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: centsToDollars(plan.priceCents) };
  }
  let intent;
  try {
    intent = await ctx.payments.chargeSavedCard({ ...intentInput, paymentMethodId: card.providerMethodId });
  } catch (err) {
    if (err instanceof PaymentError) {
      await ctx.db.update(payments).set({ status: 'FAILED', failureMessage: err.message, updatedAt: new Date() }).where(eq(payments.id, payment.id));
      throw new HttpError(402, err.message);
    }
    throw err;
  }
  await ctx.db.update(payments).set({ intentId: intent.id, details: withChargedMethod(intent.id, card.providerMethodId) }).where(eq(payments.id, payment.id));
  const tier = await activatePlanPayment(ctx, payment.id);
  return { status: 'upgraded' as const, message: PLAN_MESSAGES.upgraded, plan: tier };
}

/** After the card form: the intent must be this user's plan payment and have succeeded. */
async function completeCardUpgrade(ctx: AppContext, user: User, intentId: string) {
  const [p] = await ctx.db.select().from(payments).where(eq(payments.intentId, intentId));
  if (!p || p.userId !== user.id || p.kind !== 'PLAN') throw notFound('Payment not found');
  // The first invoice of a provider subscription: its intent carries the invoice's metadata, not ours.
  const billed = p.details.providerSubscriptionId ? String(p.details.providerSubscriptionId) : null;
  if (billed && ctx.payments.billing) return completeBilledUpgrade(ctx, ctx.payments.billing, p.id, billed);
  const intent = await ctx.payments.retrieveIntent(intentId);
  if (intent.metadata.paymentId !== String(p.id)) throw notFound('Payment not found');
  if (intent.status !== 'succeeded') throw new HttpError(402, intent.lastError ?? 'Your payment has not gone through yet.');
  const tier = await activatePlanPayment(ctx, p.id);
  return { status: 'upgraded' as const, message: PLAN_MESSAGES.upgraded, plan: tier };
}

/** Cancels at the period's end (at the provider too when it bills the plan); the plan stays until then. */
export async function cancelAtPeriodEnd(ctx: AppContext, user: User) {
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.planName, user.subscriptionTier)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!sub) throw notFound('You have no paid plan to cancel.');
  if (sub.providerSubscriptionId && ctx.payments.billing) await ctx.payments.billing.setCancelAtPeriodEnd(sub.providerSubscriptionId, true);
  await ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, sub.id));
  return { message: `Your plan stays active until ${sub.currentPeriodEnd.toDateString()}, then you move to Free.` };
}

/** A provider-billed period is renewed by the provider's events; the job looks it up only when they are this late. */
export const BILLED_GRACE_MS = 24 * 3600_000;

/**
 * Monthly renewals (run by the worker): a plan set to cancel ends; others charge the default card
 * again. A failed or impossible charge returns the user to Free at the period's end, with an e-mail.
 * Periods billed by the provider (Stripe Billing) renew through its events instead.
 */
export async function renewDueSubscriptions(ctx: AppContext, now = new Date()): Promise<{ renewed: number; ended: number }> {
  const due = await ctx.db.select().from(subscriptions).where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.currentPeriodEnd, now)));
  let renewed = 0;
  let ended = 0;
  for (const sub of due) {
    if (sub.providerSubscriptionId && ctx.payments.billing) {
      // The provider charges these itself; a day without its event, ask it (a lost webhook).
      if (now.getTime() - sub.currentPeriodEnd.getTime() < BILLED_GRACE_MS) continue;
      const outcome = await reconcileBilledSubscription(ctx, sub);
      if (outcome === 'renewed') renewed++;
      if (outcome === 'ended') ended++;
      continue;
    }
    const [user] = await ctx.db.select().from(users).where(eq(users.id, sub.userId));
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, sub.planName));
    if (!user || !plan) continue;
    let failure: string | null = sub.cancelAtPeriodEnd ? 'cancelled' : null;
    if (!failure) {
      const card = await defaultCard(ctx, user.id);
      if (!card) failure = 'There is no saved card to charge.';
      else {
        const key = `renew-${sub.id}-${sub.currentPeriodEnd.toISOString()}`;
        const [payment] = await ctx.db
          .insert(payments)
          .values({ provider: ctx.payments.name, userId: user.id, kind: 'PLAN', amountCents: plan.priceCents, details: { planName: plan.name, subscriptionId: sub.id, idempotencyKey: key } })
          .returning();
        try {
          const intent = await ctx.payments.chargeSavedCard({
            amountCents: plan.priceCents,
            currency: 'usd',
            customerId: await ensureCustomer(ctx, user),
            paymentMethodId: card.providerMethodId,
            description: `${plan.displayName} plan renewal`,
            metadata: { paymentId: String(payment!.id), kind: 'PLAN', planName: plan.name, userId: String(user.id) },
            idempotencyKey: key,
          });
          await ctx.db.update(payments).set({ intentId: intent.id, details: withChargedMethod(intent.id, card.providerMethodId) }).where(eq(payments.id, payment!.id));
          await activatePlanPayment(ctx, payment!.id, now);
          renewed++;
          continue;
        } catch (err) {
          if (!(err instanceof PaymentError)) throw err;
          failure = err.message;
          await ctx.db.update(payments).set({ status: 'FAILED', failureMessage: err.message }).where(eq(payments.id, payment!.id));
        }
      }
    }
    if (await endPlan(ctx, sub, failure)) ended++;
  }
  return { renewed, ended };
}
