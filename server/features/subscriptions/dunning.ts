import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/errors.ts';
import { en } from '../../../common/messages/index.ts';
import { PaymentError } from '../../platform/payments/provider.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { withChargedMethod } from '../payments/ledger.ts';
import { reconcileBilledSubscription } from './billing.ts';
import { mailMember } from './plan-mail.ts';
import { lockSame, startPause } from './pause.ts';
import { activatePlanPayment, endPlan, endPlanIn, type PlanRow, type SubscriptionRow } from './plan-payments.ts';

/*
 * Renewals that recover (issue 29, decision 045). The job (every 30 s on each web node) takes each
 * period that needs something:
 * - a paid period whose end has passed: it ends (cancelled), pauses (a pause was asked for), or is
 *   charged again on the saved card; a failed charge makes it PAST_DUE: the plan stays, the member is
 *   e-mailed, and the charge is tried again PLAN_RETRY_DAYS after the first failure (1, 3 and 7 days);
 *   only when the last retry fails does the plan end;
 * - a PAST_DUE period whose next retry is due: charged again;
 * - a paused period whose pause is over: the plan starts again, charged on the saved card as a new
 *   period (the same path as an upgrade); a failure there ends the plan with an e-mail.
 * Periods Stripe Billing bills are renewed and retried by Stripe on its own schedule (billing.ts); the
 * job only asks Stripe about those whose event is a day late.
 *
 * Every charge is claimed first under the member's and the period's row locks (decision 038 order:
 * account, then period) with an idempotency key per period and attempt, so two web nodes running the
 * job at once charge once; its outcome is applied under the same locks and only if the period is still
 * the one that was charged (a cancellation or a new plan in between wins, and a late success is refunded).
 */

const DAY_MS = 24 * 3600_000;
/** A provider-billed period is renewed by the provider's events; the job looks it up only when they are this late. */
export const BILLED_GRACE_MS = DAY_MS;
const NO_CARD = en('subscriptions.noCardToCharge');

type Outcome = 'renewed' | 'retrying' | 'ended' | 'paused' | 'resumed' | 'skipped';

async function defaultCardOf(ctx: AppContext, userId: number) {
  const [card] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
  return card ?? null;
}

/** Why a period's last renewal try failed (its latest failed plan payment), for the member's page. */
export async function lastFailure(ctx: AppContext, sub: SubscriptionRow): Promise<string | null> {
  const [p] = await ctx.db
    .select({ failureMessage: payments.failureMessage })
    .from(payments)
    .where(
      and(
        eq(payments.userId, sub.userId),
        eq(payments.kind, 'PLAN'),
        eq(payments.status, 'FAILED'),
        sql`${payments.details}->>'subscriptionId' = ${String(sub.id)}`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return p?.failureMessage ?? null;
}

/** The retry after `attempts` retries made: its time, or null when none is left. */
export function nextRetry(pastDueSince: Date, attempts: number, days: readonly number[]): Date | null {
  const day = days[attempts];
  return day === undefined ? null : new Date(pastDueSince.getTime() + day * DAY_MS);
}

/**
 * A failed renewal try applied to the period (locked, still the one that was charged): the first
 * failure starts the grace period; a retry's failure schedules the next or, after the last, ends the plan.
 */
async function applyFailure(tx: Tx, ctx: AppContext, row: SubscriptionRow, reason: string, now: Date): Promise<Outcome> {
  const days = ctx.config.PLAN_RETRY_DAYS;
  const first = row.status === 'ACTIVE';
  const since = first ? now : (row.pastDueSince ?? now);
  const attempts = first ? 0 : row.retryAttempts + 1;
  const next = nextRetry(since, attempts, days);
  if (!next) return (await endPlanIn(tx, ctx, row, reason)) ? 'ended' : 'skipped';
  await tx
    .update(subscriptions)
    .set({ status: 'PAST_DUE', pastDueSince: since, retryAttempts: attempts, nextRetryAt: next })
    .where(eq(subscriptions.id, row.id));
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  const [plan] = await tx.select().from(plans).where(eq(plans.name, row.planName));
  if (user)
    await mailMember(tx, ctx, user, plan?.displayName ?? row.planName, { kind: 'retry', reason, nextRetryAt: next, retriesLeft: days.length - attempts });
  return 'retrying';
}

/**
 * One renewal try of a period on our own billing (a due ACTIVE period, or a PAST_DUE one whose retry
 * is due): claimed, charged on the default card, and its outcome applied.
 */
async function chargeRenewal(ctx: AppContext, sub: SubscriptionRow, now: Date): Promise<Outcome> {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, sub.planName));
  const [user] = await ctx.db.select().from(users).where(eq(users.id, sub.userId));
  if (!plan || !user) return 'skipped';
  const key = `renew-${sub.id}-${sub.currentPeriodEnd.toISOString()}-${sub.status === 'ACTIVE' ? 0 : sub.retryAttempts + 1}`;
  const card = await defaultCardOf(ctx, user.id);
  // The claim: one payment row per period and try, made under the locks; another node's claim wins.
  const claimed = await ctx.db.transaction(async (tx): Promise<{ failed: Outcome } | { payment: typeof payments.$inferSelect } | null> => {
    const row = await lockSame(tx, sub);
    if (!row) return null;
    const [taken] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'PLAN'), sql`${payments.details}->>'idempotencyKey' = ${key}`))
      .limit(1);
    if (taken) return null;
    if (!card) {
      await tx.insert(payments).values({
        provider: ctx.payments.name,
        userId: user.id,
        kind: 'PLAN',
        status: 'FAILED',
        amountCents: plan.priceCents,
        failureMessage: NO_CARD,
        createdAt: now,
        updatedAt: now,
        details: { planName: plan.name, subscriptionId: sub.id, idempotencyKey: key },
      });
      return { failed: await applyFailure(tx, ctx, row, NO_CARD, now) };
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        provider: ctx.payments.name,
        userId: user.id,
        kind: 'PLAN',
        amountCents: plan.priceCents,
        details: { planName: plan.name, subscriptionId: sub.id, idempotencyKey: key },
      })
      .returning();
    return { payment: payment! };
  });
  if (!claimed) return 'skipped';
  if ('failed' in claimed) return claimed.failed;
  const { payment } = claimed;
  try {
    const intent = await ctx.payments.chargeSavedCard({
      amountCents: plan.priceCents,
      currency: 'usd',
      customerId: await ensureCustomer(ctx, user),
      paymentMethodId: card!.providerMethodId,
      description: `${plan.displayName} plan renewal`,
      metadata: { paymentId: String(payment.id), kind: 'PLAN', planName: plan.name, userId: String(user.id) },
      idempotencyKey: key,
    });
    await ctx.db
      .update(payments)
      .set({ intentId: intent.id, details: withChargedMethod(intent.id, card!.providerMethodId) })
      .where(eq(payments.id, payment.id));
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    return ctx.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'FAILED', failureMessage: err.message, updatedAt: now }).where(eq(payments.id, payment.id));
      const row = await lockSame(tx, sub);
      return row ? applyFailure(tx, ctx, row, err.message, now) : 'skipped';
    });
  }
  try {
    await activatePlanPayment(ctx, payment.id, now);
  } catch (err) {
    // The plan ended (or the account went) while the charge was made: refunded by activatePlanPayment.
    if (err instanceof HttpError && err.statusCode === 409) return 'skipped';
    throw err;
  }
  return 'renewed';
}

/**
 * A pause is over: the plan starts again as a new period, paid on the saved card exactly as an upgrade
 * to it is (the member is on Free meanwhile; with Stripe Billing, a new provider subscription). The
 * new period replaces the paused one. No card, a decline, or a card that needs the member's action
 * ends the paused plan with an e-mail: the member can start it again from the plans page.
 */
async function resumeAfterPause(ctx: AppContext, sub: SubscriptionRow, resume: ResumePlan): Promise<Outcome> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, sub.userId));
  if (!user || user.deletedAt) return 'skipped';
  let failure: string | null = null;
  if (!(await defaultCardOf(ctx, user.id))) failure = NO_CARD;
  else {
    try {
      const result = await resume(ctx, user, sub.planName);
      if (result !== 'upgraded') failure = 'the renewal payment was declined';
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      failure = err.message;
    }
  }
  if (!failure) return 'resumed';
  return ctx.db.transaction(async (tx) => {
    const row = await lockSame(tx, sub);
    return row && (await endPlanIn(tx, ctx, row, failure, 'resumeFailed')) ? 'ended' : 'skipped';
  });
}

/** How a paused plan starts again: the upgrade to it (service.ts), passed in to keep the modules acyclic. */
export type ResumePlan = (ctx: AppContext, user: User, plan: PlanRow['name']) => Promise<'upgraded' | 'requires_payment'>;

/**
 * A member whose plan is being retried saved a new default card after the last failed try: the retry
 * is due now (this run, within 30 seconds), not days later. On our own billing only.
 */
const newCardSinceLastTry = sql`${subscriptions.providerSubscriptionId} is null and exists (
  select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${subscriptions.userId} and ${paymentMethods.isDefault}
    and ${paymentMethods.createdAt} > (select max(${payments.updatedAt}) from ${payments}
      where ${payments.userId} = ${subscriptions.userId} and ${payments.kind} = 'PLAN' and ${payments.status} = 'FAILED'))`;

/** The job: every period that needs something now (see the top of this file). */
export async function runRenewals(ctx: AppContext, resume: ResumePlan, now = ctx.now()): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { renewed: 0, retrying: 0, ended: 0, paused: 0, resumed: 0, skipped: 0 };
  const due = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      sql`(${subscriptions.status} = 'ACTIVE' and ${subscriptions.currentPeriodEnd} <= ${now})
        or (${subscriptions.status} = 'PAST_DUE' and ${subscriptions.nextRetryAt} <= ${now})
        or (${subscriptions.status} = 'PAST_DUE' and ${newCardSinceLastTry})
        or (${subscriptions.status} = 'PAUSED' and ${subscriptions.resumesAt} <= ${now})`,
    )
    .orderBy(subscriptions.id);
  for (const sub of due) {
    let outcome: Outcome;
    if (sub.status === 'PAUSED') outcome = await resumeAfterPause(ctx, sub, resume);
    else if (sub.providerSubscriptionId && ctx.payments.billing) {
      // The provider renews and retries these itself; when its event is a day late, ask it (a lost webhook).
      const checkFrom = sub.status === 'PAST_DUE' ? sub.nextRetryAt! : sub.currentPeriodEnd;
      if (now.getTime() - checkFrom.getTime() < BILLED_GRACE_MS) continue;
      const synced = await reconcileBilledSubscription(ctx, sub);
      outcome = synced === 'unchanged' || synced === 'activated' ? 'skipped' : synced;
      if (synced === 'unchanged' && sub.status === 'PAST_DUE') {
        // Still waiting for the provider's next try: look again a day later, not every run.
        await ctx.db
          .update(subscriptions)
          .set({ nextRetryAt: new Date(now.getTime()) })
          .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'PAST_DUE')));
      }
    } else if (sub.status === 'ACTIVE' && sub.cancelAtPeriodEnd) outcome = (await endPlan(ctx, sub, 'cancelled')) ? 'ended' : 'skipped';
    else if (sub.status === 'ACTIVE' && sub.pauseMonths) outcome = await startPause(ctx, sub);
    else outcome = await chargeRenewal(ctx, sub, now);
    counts[outcome]++;
  }
  return counts;
}

/** How long before a saved card's expiry its owner is told (issue 29). */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

/**
 * The card that pays a live plan expires within 30 days (at the end of its expiry month): its owner is
 * e-mailed once (claimed by setting expiry_warned_at, so two nodes send one e-mail).
 */
export async function warnExpiringCards(ctx: AppContext, now = ctx.now()): Promise<number> {
  const horizon = new Date(now.getTime() + CARD_EXPIRY_NOTICE_DAYS * DAY_MS);
  const members = await ctx.db
    .selectDistinct({ userId: subscriptions.userId, planName: subscriptions.planName })
    .from(subscriptions)
    .where(and(sql`${subscriptions.status} in ('ACTIVE', 'PAST_DUE')`, eq(subscriptions.cancelAtPeriodEnd, false)));
  let sent = 0;
  for (const m of members) {
    const card = await defaultCardOf(ctx, m.userId);
    if (!card || card.expiryWarnedAt) continue;
    // A card works until the last moment of its expiry month.
    const expires = new Date(Date.UTC(card.cardExpYear, card.cardExpMonth, 1));
    if (expires.getTime() > horizon.getTime()) continue;
    await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(paymentMethods)
        .set({ expiryWarnedAt: now })
        .where(and(eq(paymentMethods.id, card.id), isNull(paymentMethods.expiryWarnedAt)))
        .returning({ id: paymentMethods.id });
      if (!claimed[0]) return;
      const [user] = await tx.select().from(users).where(eq(users.id, m.userId));
      const [plan] = await tx.select().from(plans).where(eq(plans.name, m.planName));
      if (!user || user.deletedAt) return;
      const brand = card.cardBrand.charAt(0).toUpperCase() + card.cardBrand.slice(1);
      await mailMember(tx, ctx, user, plan?.displayName ?? m.planName, {
        kind: 'cardExpiring',
        card: `${brand} •••• ${card.cardLast4}`,
        expMonth: card.cardExpMonth,
        expYear: card.cardExpYear,
      });
      sent++;
    });
  }
  return sent;
}
