import { and, desc, eq } from 'drizzle-orm';
import type { Tier } from '../../../common/auth.ts';
import { payments } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/plans.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { recordCharge } from '../payments/ledger.ts';

export type PlanRow = typeof plans.$inferSelect;
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
export async function activatePlanPayment(ctx: AppContext, paymentId: number, now = new Date(), billed?: BilledPeriod): Promise<Tier> {
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p || p.kind !== 'PLAN') throw notFound('Payment not found');
    const planName = String(p.details.planName) as Tier;
    const [done] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.lastPaymentId, p.id));
    if (done || p.details.periodOf) return planName;
    await recordCharge(tx, p, { id: p.intentId ?? `payment-${p.id}`, amountCents: p.amountCents });
    await tx.update(payments).set({ status: 'SUCCEEDED', updatedAt: now }).where(eq(payments.id, p.id));
    const renewing = p.details.subscriptionId ? Number(p.details.subscriptionId) : null;
    if (renewing) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, renewing));
      await tx
        .update(subscriptions)
        .set({ currentPeriodStart: sub!.currentPeriodEnd, currentPeriodEnd: addMonth(sub!.currentPeriodEnd), lastPaymentId: p.id, status: 'ACTIVE' })
        .where(eq(subscriptions.id, renewing));
      await tx.update(payments).set({ details: { ...p.details, periodOf: renewing } }).where(eq(payments.id, p.id));
      return planName;
    }
    await tx.update(subscriptions).set({ status: 'CANCELED' }).where(and(eq(subscriptions.userId, p.userId), eq(subscriptions.status, 'ACTIVE')));
    const [period] = await tx.insert(subscriptions).values({
      userId: p.userId,
      planName,
      currentPeriodStart: billed?.start ?? now,
      currentPeriodEnd: billed?.end ?? addMonth(now),
      providerSubscriptionId: billed?.providerSubscriptionId ?? null,
      lastPaymentId: p.id,
    }).returning({ id: subscriptions.id });
    await tx.update(payments).set({ details: { ...p.details, periodOf: period!.id } }).where(eq(payments.id, p.id));
    await tx.update(users).set({ subscriptionTier: planName }).where(eq(users.id, p.userId));
    return planName;
  });
}

/**
 * Ends a paid period: the user returns to Free and is told by e-mail, why. Only an ACTIVE period
 * ends, so a repeated event or run ends it (and e-mails) once. `reason` is 'cancelled' when the
 * user asked for it, otherwise what went wrong with the renewal.
 */
export async function endPlan(ctx: AppContext, sub: SubscriptionRow, reason: string): Promise<boolean> {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, sub.planName));
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'CANCELED' })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'ACTIVE')))
      .returning({ id: subscriptions.id });
    if (!ended[0]) return false;
    const [user] = await tx.select().from(users).where(eq(users.id, sub.userId));
    if (!user) return true;
    if (user.subscriptionTier === sub.planName) await tx.update(users).set({ subscriptionTier: 'FREE' }).where(eq(users.id, user.id));
    const name = plan?.displayName ?? sub.planName;
    await enqueueMail(tx, {
      to: user.email,
      subject: reason === 'cancelled' ? `Your ${name} plan has ended` : `We couldn't renew your ${name} plan`,
      text: [
        `Hi ${user.firstName},`,
        '',
        reason === 'cancelled'
          ? `As you asked, your ${name} plan ended and you are now on the Free plan.`
          : `We tried to renew your ${name} plan but the payment did not go through (${reason}). You are now on the Free plan. You can upgrade again at any time from /subscription.`,
        '',
        ctx.config.BUSINESS_NAME,
      ].join('\n'),
    });
    return true;
  });
}
