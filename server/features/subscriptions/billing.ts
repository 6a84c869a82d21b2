import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { msg } from '../../../common/messages/index.ts';
import { centsToDollars } from '../../../common/programs.ts';
import type { Tier } from '../../../common/auth.ts';
import { payments, type paymentMethods } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/errors.ts';
import { PaymentError, type BillingSubscription, type ProviderEvent, type SubscriptionBilling } from '../../platform/payments/provider.ts';
import { recordCharge } from '../payments/ledger.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { activatePlanPayment, endPlan, isLive, pendingPlanPayment, type PlanRow, type SubscriptionRow } from './plan-payments.ts';
import { lockSame, startPause } from './pause.ts';
import { mailMember } from './plan-mail.ts';

/*
 * Plans billed by the provider (Stripe Billing, when ctx.payments.billing exists): the upgrade creates
 * the provider's subscription and the plan changes once its first invoice is paid; the provider renews
 * it and its events (invoice.paid, invoice.payment_failed, customer.subscription.*) are applied here by
 * re-reading the subscription. The rules are the same as with our own renewal job.
 */

type SavedCard = typeof paymentMethods.$inferSelect;

const RENEWAL_FAILED = 'the renewal payment was declined';

const isPaid = (sub: BillingSubscription) => (sub.status === 'active' || sub.status === 'trialing') && sub.latestInvoice?.status === 'paid';
/** Over: ended, or unpaid after the provider's last retry (past_due with no next try is the same: Stripe's settings may leave it so). */
const isOver = (sub: BillingSubscription) =>
  ['canceled', 'incomplete_expired', 'unpaid'].includes(sub.status) || (sub.status === 'past_due' && !sub.latestInvoice?.nextPaymentAttempt);

/** Activates the payment with the provider's period, and ends the user's previous provider subscription (no proration). */
async function activateBilled(ctx: AppContext, billing: SubscriptionBilling, paymentId: number, sub: BillingSubscription): Promise<Tier> {
  const [p] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  const replaced = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, p!.userId), isLive, isNotNull(subscriptions.providerSubscriptionId), ne(subscriptions.providerSubscriptionId, sub.id)));
  const tier = await activatePlanPayment(ctx, paymentId, ctx.now(), {
    providerSubscriptionId: sub.id,
    start: sub.currentPeriodStart,
    end: sub.currentPeriodEnd,
  });
  for (const old of replaced) {
    await billing
      .cancelSubscription(old.providerSubscriptionId!)
      .catch((err) => ctx.log.error({ err, subscription: old.providerSubscriptionId }, 'ending the replaced subscription failed'));
  }
  return tier;
}

/**
 * The upgrade with provider billing: a subscription charged to the saved card at once (a decline
 * creates nothing: 402 and the plan is unchanged), or waiting for the card form with its first
 * invoice's client secret. A replay reuses the pending payment, whose idempotency key gives back the
 * same subscription; once the payment knows its subscription, it is read again, never created again.
 */
export async function upgradeWithBilling(ctx: AppContext, billing: SubscriptionBilling, user: User, plan: PlanRow, customerId: string, card: SavedCard | null) {
  const idempotencyKey = `upgrade-${user.id}-${user.subscriptionTier}-${plan.name}-${card?.providerMethodId ?? 'form'}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const payment = await pendingPlanPayment(ctx, user, plan, idempotencyKey);
    const known = payment.details.providerSubscriptionId ? String(payment.details.providerSubscriptionId) : null;
    let sub: BillingSubscription;
    if (known) {
      sub = await billing.retrieveSubscription(known);
      if (sub.status === 'incomplete_expired' || sub.status === 'canceled') {
        // The card form was left for too long: start again with a new payment.
        await ctx.db.update(payments).set({ status: 'CANCELED', updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
        continue;
      }
    } else {
      try {
        sub = await billing.createSubscription({
          customerId,
          plan: { name: plan.name, displayName: plan.displayName, priceCents: plan.priceCents, currency: 'usd' },
          paymentMethodId: card?.providerMethodId,
          metadata: { paymentId: String(payment.id), kind: 'PLAN', planName: plan.name, userId: String(user.id) },
          idempotencyKey: `subscription-${payment.id}`,
        });
      } catch (err) {
        if (err instanceof PaymentError) {
          await ctx.db.update(payments).set({ status: 'FAILED', failureMessage: err.message, updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
          throw new HttpError(402, err.message);
        }
        throw err;
      }
      await ctx.db
        .update(payments)
        .set({ intentId: sub.latestInvoice?.paymentIntentId ?? null, details: { ...payment.details, providerSubscriptionId: sub.id }, updatedAt: ctx.now() })
        .where(eq(payments.id, payment.id));
    }
    if (isPaid(sub)) {
      const tier = await activateBilled(ctx, billing, payment.id, sub);
      return { status: 'upgraded' as const, message: msg('subscriptions.upgraded'), plan: tier };
    }
    const invoice = sub.latestInvoice;
    if (!card && invoice?.clientSecret && invoice.paymentIntentId) {
      return {
        status: 'requires_payment' as const,
        clientSecret: invoice.clientSecret,
        paymentIntentId: invoice.paymentIntentId,
        amount: centsToDollars(plan.priceCents),
      };
    }
    throw new HttpError(402, msg('subscriptions.notPaidYet'));
  }
  throw new HttpError(502, msg('subscriptions.failed'));
}

/** After the card form paid the first invoice: the plan changes once the provider says the subscription is paid. */
export async function completeBilledUpgrade(ctx: AppContext, billing: SubscriptionBilling, paymentId: number, providerSubscriptionId: string) {
  const sub = await billing.retrieveSubscription(providerSubscriptionId);
  if (!isPaid(sub)) throw new HttpError(402, msg('subscriptions.notPaidYet'));
  const tier = await activateBilled(ctx, billing, paymentId, sub);
  return { status: 'upgraded' as const, message: msg('subscriptions.upgraded'), plan: tier };
}

/** Why a renewal failed, in the provider's words when it has them. */
async function renewalFailure(ctx: AppContext, sub: BillingSubscription): Promise<string> {
  const intentId = sub.latestInvoice?.paymentIntentId;
  if (!intentId) return RENEWAL_FAILED;
  const intent = await ctx.payments.retrieveIntent(intentId).catch(() => null);
  return intent?.lastError ?? RENEWAL_FAILED;
}

/**
 * A paid renewal invoice: the period moves to the provider's new one, once (under a lock on our
 * period row). Its charge is in the ledger and the payment is held by the period it paid for, as
 * with our own renewal job, so it balances in the reconciliation and gets its receipt (issue 29).
 */
async function recordRenewal(ctx: AppContext, row: SubscriptionRow, sub: BillingSubscription) {
  const invoice = sub.latestInvoice!;
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).for('update');
    if ((locked!.status !== 'ACTIVE' && locked!.status !== 'PAST_DUE') || locked!.currentPeriodEnd.getTime() >= sub.currentPeriodEnd.getTime()) return;
    const [payment] = await tx
      .insert(payments)
      .values({
        provider: ctx.payments.name,
        userId: row.userId,
        kind: 'PLAN',
        status: 'SUCCEEDED',
        amountCents: invoice.amountPaidCents,
        intentId: invoice.paymentIntentId,
        details: { planName: row.planName, subscriptionId: row.id, providerSubscriptionId: sub.id, invoiceId: invoice.id, periodOf: row.id },
      })
      .returning();
    await recordCharge(tx, payment!, { id: invoice.paymentIntentId ?? `invoice:${invoice.id}`, amountCents: invoice.amountPaidCents }, ctx.now());
    await tx
      .update(subscriptions)
      .set({
        currentPeriodStart: sub.currentPeriodStart,
        currentPeriodEnd: sub.currentPeriodEnd,
        lastPaymentId: payment!.id,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        status: 'ACTIVE',
        pastDueSince: null,
        retryAttempts: 0,
        nextRetryAt: null,
      })
      .where(eq(subscriptions.id, row.id));
  });
  kickReceipts(ctx);
}

/**
 * A renewal the provider could not collect and will try again (Stripe's retry schedule, issue 29): the
 * period is PAST_DUE, the plan stays, and the member is e-mailed once per failed try (the invoice's
 * attempt count, applied under the period's lock, so a repeated event sends nothing).
 */
async function recordFailedTry(ctx: AppContext, row: SubscriptionRow, sub: BillingSubscription): Promise<'retrying' | 'unchanged'> {
  const invoice = sub.latestInvoice!;
  const reason = await renewalFailure(ctx, sub);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockSame(tx, row);
    if (!locked) return 'unchanged';
    const retries = Math.max(0, invoice.attemptCount - 1);
    const known = locked.status === 'PAST_DUE' && locked.retryAttempts >= retries;
    await tx
      .update(subscriptions)
      .set({
        status: 'PAST_DUE',
        pastDueSince: locked.pastDueSince ?? ctx.now(),
        retryAttempts: Math.max(retries, locked.retryAttempts),
        nextRetryAt: invoice.nextPaymentAttempt,
      })
      .where(eq(subscriptions.id, row.id));
    if (known) return 'unchanged';
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    const [plan] = await tx.select().from(plans).where(eq(plans.name, row.planName));
    if (user && invoice.nextPaymentAttempt) {
      await mailMember(tx, ctx, user, plan?.displayName ?? row.planName, { kind: 'retry', reason, nextRetryAt: invoice.nextPaymentAttempt, retriesLeft: null });
    }
    return 'retrying';
  });
}

/**
 * Brings our period in line with the provider's subscription, read again from the provider: a first
 * invoice paid activates the plan; a renewal paid (on time or by a retry) extends the period; a renewal
 * not collected yet makes the period PAST_DUE while the provider retries (the plan stays); after the
 * provider's last try (unpaid, canceled, or past_due with no next try) the plan ends and the member is
 * e-mailed; a subscription ended at the period's end after a cancellation e-mails that the plan has
 * ended, and one ended for a pause starts the pause. Safe to repeat: webhooks may come twice or out of order.
 */
export async function syncBilledSubscription(
  ctx: AppContext,
  billing: SubscriptionBilling,
  providerSubscriptionId: string,
): Promise<'activated' | 'renewed' | 'retrying' | 'paused' | 'ended' | 'unchanged'> {
  const sub = await billing.retrieveSubscription(providerSubscriptionId);
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id)).orderBy(desc(subscriptions.id)).limit(1);
  if (!row) {
    if (!isPaid(sub)) return 'unchanged';
    const [p] = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, 'PLAN'), sql`${payments.details}->>'providerSubscriptionId' = ${sub.id}`))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!p) {
      ctx.log.warn({ subscription: sub.id }, 'a paid subscription that no upgrade started');
      return 'unchanged';
    }
    await activateBilled(ctx, billing, p.id, sub);
    return 'activated';
  }
  if (row.status !== 'ACTIVE' && row.status !== 'PAST_DUE') return 'unchanged';
  if (row.status === 'ACTIVE' && row.pauseMonths && sub.status === 'canceled') return (await startPause(ctx, row)) === 'paused' ? 'paused' : 'unchanged';
  if (isOver(sub)) {
    const asked = row.cancelAtPeriodEnd || sub.cancelAtPeriodEnd;
    const reason = sub.status === 'canceled' && asked ? 'cancelled' : await renewalFailure(ctx, sub);
    if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') await billing.cancelSubscription(sub.id);
    return (await endPlan(ctx, row, reason)) ? 'ended' : 'unchanged';
  }
  if (sub.status === 'past_due') return recordFailedTry(ctx, row, sub);
  if (isPaid(sub) && (sub.currentPeriodEnd.getTime() > row.currentPeriodEnd.getTime() || row.status === 'PAST_DUE')) {
    await recordRenewal(ctx, row, sub);
    return 'renewed';
  }
  if (sub.cancelAtPeriodEnd !== row.cancelAtPeriodEnd && !row.pauseMonths) {
    // Changed elsewhere (Stripe's customer portal). A pause sets it at the provider, not here.
    await ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: sub.cancelAtPeriodEnd }).where(eq(subscriptions.id, row.id));
  }
  return 'unchanged';
}

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/** The provider's billing events: only their ids are trusted; the subscription is read again. */
export async function handleBillingEvent(ctx: AppContext, event: ProviderEvent): Promise<boolean> {
  const billing = ctx.payments.billing;
  if (!billing || !event.objectId) return false;
  let subscriptionId: string | null = null;
  if (SUBSCRIPTION_EVENTS.has(event.type)) subscriptionId = event.objectId;
  else if (INVOICE_EVENTS.has(event.type)) subscriptionId = (await billing.retrieveInvoice(event.objectId)).subscriptionId;
  else return false;
  if (!subscriptionId) return true;
  const outcome = await syncBilledSubscription(ctx, billing, subscriptionId);
  ctx.log.info({ eventId: event.id, type: event.type, subscription: subscriptionId, outcome }, 'billing event applied');
  return true;
}

/** The job's safety net for provider-billed periods whose end passed a day ago without an event. */
export async function reconcileBilledSubscription(ctx: AppContext, row: SubscriptionRow) {
  const billing = ctx.payments.billing;
  if (!billing || !row.providerSubscriptionId) return 'unchanged' as const;
  return syncBilledSubscription(ctx, billing, row.providerSubscriptionId);
}
