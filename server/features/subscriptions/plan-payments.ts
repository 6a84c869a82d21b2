import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Tier } from '../../../common/auth.ts';
import { payments } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { mailMember } from './plan-mail.ts';
import { recordCharge, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { en, msg } from '../../../common/messages/index.ts';

export type PlanRow = typeof plans.$inferSelect;

/** A renewal charge that completed after its plan had ended: refunded in full. */
export const PLAN_ENDED_DURING_PAYMENT = en('subscriptions.endedDuringPayment');
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const addMonth = (d: Date) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/** The period the provider billed (Stripe Billing); without it a month from now, or from the renewed period's end. */
export interface BilledPeriod {
  providerSubscriptionId: string;
  start: Date;
  end: Date;
}

/**
 * The user's pending payment for this upgrade (same plan, tier and card: same key), or a new one.
 * Taken under a lock on the user's row, so a double click or a replay never starts two.
 */
export async function pendingPlanPayment(ctx: AppContext, user: User, plan: PlanRow, idempotencyKey: string) {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'PLAN'), eq(payments.status, 'PENDING')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (existing && existing.details.idempotencyKey === idempotencyKey && existing.provider === ctx.payments.name) return existing;
    const [created] = await tx
      .insert(payments)
      .values({ provider: ctx.payments.name, userId: user.id, kind: 'PLAN', amountCents: plan.priceCents, details: { planName: plan.name, idempotencyKey } })
      .returning();
    return created!;
  });
}

/** Makes a succeeded plan payment the user's plan, exactly once (the payment can only start one period). */
export async function activatePlanPayment(ctx: AppContext, paymentId: number, now = ctx.now(), billed?: BilledPeriod): Promise<Tier> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p || p.kind !== 'PLAN') throw notFound(msg('payments.paymentNotFound'));
    const planName = String(p.details.planName) as Tier;
    const [done] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.lastPaymentId, p.id));
    if (done || p.details.periodOf) return planName;
    await recordCharge(tx, p, { id: p.intentId ?? `payment-${p.id}`, amountCents: p.amountCents }, ctx.now());
    // The member's row (its tier changes below): an account deleted meanwhile gets no plan and its money back (issue 29, defect 5).
    const [member] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, p.userId)).for('no key update');
    if (!member || member.deletedAt) {
      await tx
        .update(payments)
        .set({ failureMessage: en('account.deletedDuringPayment'), updatedAt: now })
        .where(eq(payments.id, p.id));
      return {
        refundId: await requestRefund(
          tx,
          p,
          p.amountCents - p.refundedCents,
          'account deleted when the payment completed',
          `payment-${p.id}-account-deleted`,
          ctx.now(),
        ),
      };
    }
    await tx.update(payments).set({ status: 'SUCCEEDED', updatedAt: now }).where(eq(payments.id, p.id));
    const renewing = p.details.subscriptionId ? Number(p.details.subscriptionId) : null;
    if (renewing) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, renewing)).for('update');
      if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'PAST_DUE')) {
        // Ended (cancelled, or its last retry failed) while this charge was in flight: nothing to renew.
        await tx.update(payments).set({ failureMessage: PLAN_ENDED_DURING_PAYMENT, updatedAt: now }).where(eq(payments.id, p.id));
        return {
          refundId: await requestRefund(
            tx,
            p,
            p.amountCents - p.refundedCents,
            'plan ended when the renewal payment completed',
            `payment-${p.id}-plan-ended`,
            ctx.now(),
          ),
        };
      }
      // A renewal paid, on time or by a retry (dunning, issue 29): the next period follows the last one.
      await tx
        .update(subscriptions)
        .set({
          currentPeriodStart: sub.currentPeriodEnd,
          currentPeriodEnd: addMonth(sub.currentPeriodEnd),
          lastPaymentId: p.id,
          status: 'ACTIVE',
          pastDueSince: null,
          retryAttempts: 0,
          nextRetryAt: null,
        })
        .where(eq(subscriptions.id, renewing));
      await tx
        .update(payments)
        .set({ details: { ...p.details, periodOf: renewing } })
        .where(eq(payments.id, p.id));
      return planName;
    }
    // A new plan replaces every live period: paid, being retried or paused (issue 29).
    await tx
      .update(subscriptions)
      .set({ status: 'CANCELED', nextRetryAt: null, pauseMonths: null })
      .where(and(eq(subscriptions.userId, p.userId), isLive));
    const [period] = await tx
      .insert(subscriptions)
      .values({
        userId: p.userId,
        planName,
        currentPeriodStart: billed?.start ?? now,
        currentPeriodEnd: billed?.end ?? addMonth(now),
        providerSubscriptionId: billed?.providerSubscriptionId ?? null,
        lastPaymentId: p.id,
      })
      .returning({ id: subscriptions.id });
    await tx
      .update(payments)
      .set({ details: { ...p.details, periodOf: period!.id } })
      .where(eq(payments.id, p.id));
    await tx.update(users).set({ subscriptionTier: planName }).where(eq(users.id, p.userId));
    return planName;
  });
  // The charge's receipt (a first month or a renewal), and any refund's, after the commit (issue 29).
  kickReceipts(ctx);
  if (typeof outcome === 'string') return outcome;
  await settleRefunds(ctx, [outcome.refundId]);
  const [refunded] = await ctx.db.select({ failureMessage: payments.failureMessage }).from(payments).where(eq(payments.id, paymentId));
  throw new HttpError(
    409,
    refunded?.failureMessage === PLAN_ENDED_DURING_PAYMENT ? msg('subscriptions.endedDuringPayment') : msg('account.deletedDuringPayment'),
  );
}

/** The statuses of a period that is not over: paid, being retried (dunning) or paused (issue 29). */
export const LIVE_STATUSES = ['ACTIVE', 'PAST_DUE', 'PAUSED'] as const;
export const isLive = inArray(subscriptions.status, [...LIVE_STATUSES]);

/**
 * Ends a period inside the caller's transaction, which holds the member's row (decision 038: the
 * account's row, then the period's): the member returns to Free and is told by e-mail why. Only a
 * live period ends, so a repeated event or run ends it (and e-mails) once. `reason` is 'cancelled'
 * when the member asked for it, otherwise what went wrong with the last renewal try.
 */
export async function endPlanIn(tx: Tx, ctx: AppContext, sub: SubscriptionRow, reason: string, mail: 'failed' | 'resumeFailed' = 'failed'): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, sub.userId)).for('no key update');
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'CANCELED', nextRetryAt: null, pauseMonths: null })
    .where(and(eq(subscriptions.id, sub.id), isLive))
    .returning({ id: subscriptions.id });
  if (!ended[0]) return false;
  if (!user) return true;
  if (user.subscriptionTier === sub.planName) await tx.update(users).set({ subscriptionTier: 'FREE' }).where(eq(users.id, user.id));
  const [plan] = await tx.select().from(plans).where(eq(plans.name, sub.planName));
  const name = plan?.displayName ?? sub.planName;
  await mailMember(tx, ctx, user, name, reason === 'cancelled' ? { kind: 'ended' } : { kind: mail, reason });
  return true;
}

/** endPlanIn in a transaction of its own. */
export async function endPlan(ctx: AppContext, sub: SubscriptionRow, reason: string): Promise<boolean> {
  return ctx.db.transaction((tx) => endPlanIn(tx, ctx, sub, reason));
}
