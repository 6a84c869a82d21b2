import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES } from '../../../common/account-data.ts';
import type { Tier } from '../../../common/auth.ts';
import { payments } from '../../db/schema/payments.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { mailLanguage, translateMessage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { recordCharge, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { kickReceipts } from '../receipts/kick.ts';

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
  const outcome = await ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p || p.kind !== 'PLAN') throw notFound('Payment not found');
    const planName = String(p.details.planName) as Tier;
    const [done] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.lastPaymentId, p.id));
    if (done || p.details.periodOf) return planName;
    await recordCharge(tx, p, { id: p.intentId ?? `payment-${p.id}`, amountCents: p.amountCents });
    // The member's row (its tier changes below): an account deleted meanwhile gets no plan and its money back (issue 29, defect 5).
    const [member] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, p.userId)).for('no key update');
    if (!member || member.deletedAt) {
      await tx.update(payments).set({ failureMessage: ACCOUNT_DATA_MESSAGES.deletedDuringPayment, updatedAt: now }).where(eq(payments.id, p.id));
      return { refundId: await requestRefund(tx, p, p.amountCents - p.refundedCents, 'account deleted when the payment completed', `payment-${p.id}-account-deleted`) };
    }
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
  // The charge's receipt (a first month or a renewal), and any refund's, after the commit (issue 29).
  kickReceipts(ctx);
  if (typeof outcome === 'string') return outcome;
  await settleRefunds(ctx, [outcome.refundId]);
  throw new HttpError(409, ACCOUNT_DATA_MESSAGES.deletedDuringPayment);
}

const PLAN_ENDED = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    endedSubject: (plan: string) => `Your ${plan} plan has ended`,
    ended: (plan: string) => `As you asked, your ${plan} plan ended and you are now on the Free plan.`,
    failedSubject: (plan: string) => `We couldn't renew your ${plan} plan`,
    failed: (plan: string, reason: string, _link: string) => `We tried to renew your ${plan} plan but the payment did not go through (${reason}). You are now on the Free plan. You can upgrade again at any time from /subscription.`,
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    endedSubject: (plan: string) => `Tu plan ${plan} terminó`,
    ended: (plan: string) => `Como pediste, tu plan ${plan} terminó y ahora tienes el plan Gratis.`,
    failedSubject: (plan: string) => `No pudimos renovar tu plan ${plan}`,
    failed: (plan: string, reason: string, link: string) =>
      `Intentamos renovar tu plan ${plan}, pero el pago no se completó (${reason}). Ahora tienes el plan Gratis. Puedes volver a mejorar tu plan cuando quieras desde ${link}`,
  },
} as const;

/** Renewal failures the error catalogue does not hold (ours, not the payment provider's). */
const REASONS_ES: Record<string, string> = {
  'There is no saved card to charge.': 'no hay ninguna tarjeta guardada para cobrar',
  'the renewal payment was declined': 'se rechazó el pago de la renovación',
};
const reasonIn = (reason: string, lang: Language) => (lang === 'en' ? reason : (REASONS_ES[reason] ?? translateMessage(reason, lang)));

/**
 * Ends a paid period: the user returns to Free and is told by e-mail, why. Only an ACTIVE period
 * ends, so a repeated event or run ends it (and e-mails) once. `reason` is 'cancelled' when the
 * user asked for it, otherwise what went wrong with the renewal. The e-mail is in the user's language.
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
    const lang = mailLanguage(user.language);
    const link = `${ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`}/subscription`;
    const m = PLAN_ENDED[lang];
    const cancelled = reason === 'cancelled';
    await enqueueMail(tx, {
      to: user.email,
      subject: cancelled ? m.endedSubject(name) : m.failedSubject(name),
      text: [
        m.hi(user.firstName),
        '',
        cancelled ? m.ended(name) : m.failed(name, reasonIn(reason, lang), link),
        '',
        ctx.config.BUSINESS_NAME,
      ].join('\n'),
    });
    return true;
  });
}
