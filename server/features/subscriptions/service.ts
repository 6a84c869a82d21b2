import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { PLAN_MESSAGES, type CurrentSubscription, type Plan } from '../../../common/plans.ts';
import { centsToDollars } from '../../../common/programs.ts';
import type { Tier } from '../../../common/auth.ts';
import { paymentMethods, payments } from '../../db/schema/bookings.ts';
import { plans, subscriptions } from '../../db/schema/plans.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { PaymentError } from '../../platform/payments/provider.ts';
import { ensureCustomer } from '../checkout/customers.ts';
import { planOf, usageThisMonth } from './limits.ts';

type PlanRow = typeof plans.$inferSelect;

export const toPlan = (p: PlanRow): Plan => ({
  id: p.name,
  name: p.name,
  displayName: p.displayName,
  price: centsToDollars(p.priceCents),
  description: p.description,
  features: p.features,
  maxTrainingSessions: p.maxTrainingSessions,
  maxMediaUploads: p.maxMediaUploads,
  maxCoachFeedback: p.maxCoachFeedback,
  hasPickupGameAccess: p.hasPickupGameAccess,
  hasPremiumContent: p.hasPremiumContent,
  hasPersonalizedPlans: p.hasPersonalizedPlans,
  hasAdvancedAnalytics: p.hasAdvancedAnalytics,
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

const addMonth = (d: Date) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/** Makes a succeeded plan payment the user's plan, exactly once (the payment can only start one period). */
export async function activatePlanPayment(ctx: AppContext, paymentId: number, now = new Date()): Promise<Tier> {
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p || p.kind !== 'PLAN') throw notFound('Payment not found');
    const planName = String(p.details.planName) as Tier;
    const [done] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.lastPaymentId, p.id));
    if (done) return planName;
    await tx.update(payments).set({ status: 'SUCCEEDED', updatedAt: now }).where(eq(payments.id, p.id));
    const renewing = p.details.subscriptionId ? Number(p.details.subscriptionId) : null;
    if (renewing) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, renewing));
      await tx
        .update(subscriptions)
        .set({ currentPeriodStart: sub!.currentPeriodEnd, currentPeriodEnd: addMonth(sub!.currentPeriodEnd), lastPaymentId: p.id, status: 'ACTIVE' })
        .where(eq(subscriptions.id, renewing));
      return planName;
    }
    await tx.update(subscriptions).set({ status: 'CANCELED' }).where(and(eq(subscriptions.userId, p.userId), eq(subscriptions.status, 'ACTIVE')));
    await tx.insert(subscriptions).values({ userId: p.userId, planName, currentPeriodStart: now, currentPeriodEnd: addMonth(now), lastPaymentId: p.id });
    await tx.update(users).set({ subscriptionTier: planName }).where(eq(users.id, p.userId));
    return planName;
  });
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
 * request gives the same idempotency key, and a user already on the plan is refused.
 */
export async function upgrade(ctx: AppContext, user: User, input: { planName: Tier; paymentMethodId?: string; paymentIntentId?: string }) {
  if (input.paymentIntentId) return completeCardUpgrade(ctx, user, input.paymentIntentId);
  if (input.planName === 'FREE') throw badRequest(PLAN_MESSAGES.free);
  if (input.planName === user.subscriptionTier) throw badRequest(PLAN_MESSAGES.current);
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, input.planName));
  if (!plan) throw notFound('Plan not found');
  const customerId = await ensureCustomer(ctx, user);
  const card = await defaultCard(ctx, user.id, input.paymentMethodId);
  const idempotencyKey = `upgrade-${user.id}-${user.subscriptionTier}-${plan.name}-${card?.providerMethodId ?? 'form'}`;
  const [existing] = await ctx.db.select().from(payments).where(and(eq(payments.userId, user.id), eq(payments.kind, 'PLAN'), eq(payments.status, 'PENDING'))).orderBy(desc(payments.id)).limit(1);
  const payment =
    existing && existing.details.idempotencyKey === idempotencyKey
      ? existing
      : (await ctx.db.insert(payments).values({ provider: ctx.payments.name, userId: user.id, kind: 'PLAN', amountCents: plan.priceCents, details: { planName: plan.name, idempotencyKey } }).returning())[0]!;
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
  await ctx.db.update(payments).set({ intentId: intent.id }).where(eq(payments.id, payment.id));
  const tier = await activatePlanPayment(ctx, payment.id);
  return { status: 'upgraded' as const, message: PLAN_MESSAGES.upgraded, plan: tier };
}

/** After the card form: the intent must be this user's plan payment and have succeeded. */
async function completeCardUpgrade(ctx: AppContext, user: User, intentId: string) {
  const intent = await ctx.payments.retrieveIntent(intentId);
  const [p] = await ctx.db.select().from(payments).where(eq(payments.intentId, intentId));
  if (!p || p.userId !== user.id || p.kind !== 'PLAN' || intent.metadata.paymentId !== String(p.id)) throw notFound('Payment not found');
  if (intent.status !== 'succeeded') throw new HttpError(402, intent.lastError ?? 'Your payment has not gone through yet.');
  const tier = await activatePlanPayment(ctx, p.id);
  return { status: 'upgraded' as const, message: PLAN_MESSAGES.upgraded, plan: tier };
}

export async function cancelAtPeriodEnd(db: Db, user: User) {
  const updated = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true })
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.planName, user.subscriptionTier)))
    .returning();
  if (!updated[0]) throw notFound('You have no paid plan to cancel.');
  return { message: `Your plan stays active until ${updated[0].currentPeriodEnd.toDateString()}, then you move to Free.` };
}

/**
 * Monthly renewals (run by the worker): a plan set to cancel ends; others charge the default card
 * again. A failed or impossible charge returns the user to Free at the period's end, with an e-mail.
 */
export async function renewDueSubscriptions(ctx: AppContext, now = new Date()): Promise<{ renewed: number; ended: number }> {
  const due = await ctx.db.select().from(subscriptions).where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.currentPeriodEnd, now)));
  let renewed = 0;
  let ended = 0;
  for (const sub of due) {
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
          await ctx.db.update(payments).set({ intentId: intent.id }).where(eq(payments.id, payment!.id));
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
    await ctx.db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ status: 'CANCELED' }).where(eq(subscriptions.id, sub.id));
      if (user.subscriptionTier === sub.planName) await tx.update(users).set({ subscriptionTier: 'FREE' }).where(eq(users.id, user.id));
      await enqueueMail(tx, {
        to: user.email,
        subject: failure === 'cancelled' ? `Your ${plan.displayName} plan has ended` : `We couldn't renew your ${plan.displayName} plan`,
        text: [
          `Hi ${user.firstName},`,
          '',
          failure === 'cancelled'
            ? `As you asked, your ${plan.displayName} plan ended and you are now on the Free plan.`
            : `We tried to renew your ${plan.displayName} plan but the payment did not go through (${failure}). You are now on the Free plan. You can upgrade again at any time from /subscription.`,
          '',
          ctx.config.BUSINESS_NAME,
        ].join('\n'),
      });
    });
    ended++;
  }
  return { renewed, ended };
}
