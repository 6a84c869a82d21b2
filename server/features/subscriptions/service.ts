import { and, asc, desc, eq } from 'drizzle-orm';
import { planTerms, type CurrentSubscription, type Plan, type StaffPlan } from '../../../common/subscriptions.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized } from '../../platform/i18n/localized.ts';
import { centsToDollars } from '../../../common/programs.ts';
import { planLines } from '../../../common/capabilities.ts';
import type { Tier } from '../../../common/auth.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import type { User } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';
import { PaymentError } from '../../platform/payments/provider.ts';
import { translateMessage } from '../../platform/i18n/language.ts';
import { findOwnPayment } from '../payments/confirm.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { withChargedMethod } from '../payments/ledger.ts';
import { completeBilledUpgrade, upgradeWithBilling } from './billing.ts';
import { planOf, usageThisMonth } from '../../domain/plan-limits.ts';
import { activatePlanPayment, endPlan, isLive, pendingPlanPayment, type PlanRow } from './plan-payments.ts';
import { lastFailure, runRenewals, type ResumePlan } from './dunning.ts';
import { addMonths } from 'date-fns';

/** A plan, its name and copy in `lang` (English when staff wrote no Spanish, decision 066). */
export const toPlan = (p: PlanRow, lang: Language = 'en'): Plan => ({
  id: p.name,
  name: p.name,
  displayName: localized(p.displayName, p.displayNameEs, lang),
  price: centsToDollars(p.priceCents),
  description: localized(p.description, p.descriptionEs, lang),
  includes: planLines(p),
  ...planTerms(p),
});

export async function listPlans(db: Db, lang: Language): Promise<Plan[]> {
  return (await db.select().from(plans).orderBy(asc(plans.sortOrder))).map((p) => toPlan(p, lang));
}

/** The plans as staff edit them: the English, and the Spanish beside it. */
export async function listStaffPlans(db: Db): Promise<StaffPlan[]> {
  return (await db.select().from(plans).orderBy(asc(plans.sortOrder))).map((p) => ({
    ...toPlan(p),
    displayNameEs: p.displayNameEs,
    descriptionEs: p.descriptionEs,
  }));
}

export async function currentSubscription(ctx: AppContext, user: User, lang: Language = 'en'): Promise<CurrentSubscription> {
  const { db } = ctx;
  const plan = await planOf(db, user.id);
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.planName, plan.name)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  // A pause asked for (on the paid period) or under way (the member is on Free meanwhile).
  const [paused] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), isLive))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  const pausing = paused && (paused.status === 'PAUSED' || paused.pauseMonths) ? paused : null;
  const [pausedPlan] = pausing ? await db.select().from(plans).where(eq(plans.name, pausing.planName)) : [];
  const used = await usageThisMonth(db, user.id, ctx.config.FACILITY_TZ, ctx.now());
  const pastDue = plan.name !== 'FREE' && sub?.status === 'PAST_DUE' ? sub : null;
  return {
    name: plan.name,
    displayName: localized(plan.displayName, plan.displayNameEs, lang),
    status: plan.name === 'FREE' ? (pausing?.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE') : (sub?.status ?? 'ACTIVE'),
    currentPeriodEnd: plan.name === 'FREE' ? null : (sub?.currentPeriodEnd.toISOString() ?? null),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    pastDue: pastDue
      ? {
          since: (pastDue.pastDueSince ?? pastDue.currentPeriodEnd).toISOString(),
          nextRetryAt: pastDue.nextRetryAt?.toISOString() ?? null,
          retriesLeft: pastDue.providerSubscriptionId ? -1 : Math.max(0, ctx.config.PLAN_RETRY_DAYS.length - pastDue.retryAttempts),
          // The provider's reason as stored (English), in the reader's language.
          reason: await lastFailure(ctx, pastDue).then((r) => (r === null ? null : translateMessage(r, lang))),
        }
      : null,
    pause: pausing
      ? {
          plan: pausing.planName,
          planDisplayName: pausedPlan ? localized(pausedPlan.displayName, pausedPlan.displayNameEs, lang) : pausing.planName,
          months: pausing.pauseMonths ?? 1,
          startsAt: pausing.currentPeriodEnd.toISOString(),
          resumesAt: (pausing.resumesAt ?? addMonths(pausing.currentPeriodEnd, pausing.pauseMonths ?? 1)).toISOString(),
          started: pausing.status === 'PAUSED',
        }
      : null,
    usage: {
      trainingSessions: { used: used.maxTrainingSessions, limit: plan.maxTrainingSessions },
      mediaUploads: { used: used.maxMediaUploads, limit: plan.maxMediaUploads },
      coachFeedback: { used: used.maxCoachFeedback, limit: plan.maxCoachFeedback },
    },
  };
}

async function defaultCard(ctx: AppContext, userId: number, wanted?: string) {
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
  if (wanted) {
    const m = rows.find((r) => r.providerMethodId === wanted);
    if (!m) throw notFound(msg('packs.savedCardNotFound'));
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
  if (input.planName === 'FREE') throw badRequest(msg('subscriptions.free'));
  if (input.planName === user.subscriptionTier) throw badRequest(msg('subscriptions.current'));
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, input.planName));
  if (!plan) throw notFound(msg('subscriptions.planNotFound'));
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
      await ctx.db.update(payments).set({ status: 'FAILED', failureMessage: err.message, updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
      throw new HttpError(402, err.message);
    }
    throw err;
  }
  await ctx.db
    .update(payments)
    .set({ intentId: intent.id, details: withChargedMethod(intent.id, card.providerMethodId) })
    .where(eq(payments.id, payment.id));
  const tier = await activatePlanPayment(ctx, payment.id);
  return { status: 'upgraded' as const, message: msg('subscriptions.upgraded'), plan: tier };
}

/** After the card form: the intent must be this user's plan payment and have succeeded. */
async function completeCardUpgrade(ctx: AppContext, user: User, intentId: string) {
  const p = await findOwnPayment(ctx, { userId: user.id, kind: 'PLAN', intentId });
  if (!p) throw notFound(msg('payments.paymentNotFound'));
  // The first invoice of a provider subscription: its intent carries the invoice's metadata, not ours.
  const billed = p.details.providerSubscriptionId ? String(p.details.providerSubscriptionId) : null;
  if (billed && ctx.payments.billing) return completeBilledUpgrade(ctx, ctx.payments.billing, p.id, billed);
  const intent = await ctx.payments.retrieveIntent(intentId);
  if (intent.metadata.paymentId !== String(p.id)) throw notFound(msg('payments.paymentNotFound'));
  if (intent.status !== 'succeeded') throw new HttpError(402, intent.lastError ?? msg('subscriptions.notPaidYet'));
  const tier = await activatePlanPayment(ctx, p.id);
  return { status: 'upgraded' as const, message: msg('subscriptions.upgraded'), plan: tier };
}

/**
 * Cancels: a paid period stays until its end, then Free (at the provider too when it bills the plan;
 * a pause asked for is dropped). A plan being retried after a failed renewal, or paused, ends now:
 * nothing more is charged (issue 29).
 */
export async function cancelAtPeriodEnd(ctx: AppContext, user: User) {
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), isLive))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!sub) throw notFound(msg('subscriptions.noPlanToCancel'));
  if (sub.status !== 'ACTIVE') {
    if (sub.providerSubscriptionId && ctx.payments.billing) await ctx.payments.billing.cancelSubscription(sub.providerSubscriptionId);
    await endPlan(ctx, sub, 'cancelled');
    return { message: msg('subscriptions.endedNow') };
  }
  if (sub.providerSubscriptionId && ctx.payments.billing) await ctx.payments.billing.setCancelAtPeriodEnd(sub.providerSubscriptionId, true);
  await ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: true, pauseMonths: null }).where(eq(subscriptions.id, sub.id));
  return { message: msg('subscriptions.staysUntil', { date: sub.currentPeriodEnd.toISOString().slice(0, 10) }) };
}

/** A paused plan starts again: the upgrade to it, charged on the saved card. */
const resumeByUpgrade: ResumePlan = async (ctx, user, planName) => (await upgrade(ctx, user, { planName })).status;

/**
 * The renewal job (run every 30 s by each web node): renewals, dunning retries, pauses starting and
 * ending (dunning.ts). Periods billed by the provider (Stripe Billing) renew through its events instead.
 */
export async function renewDueSubscriptions(ctx: AppContext, now = ctx.now()) {
  return runRenewals(ctx, resumeByUpgrade, now);
}
