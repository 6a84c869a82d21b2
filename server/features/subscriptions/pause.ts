import { addMonths } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import { msg } from '../../../common/messages/index.ts';
import type { Tx } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { mailMember } from './plan-mail.ts';
import { isLive, type SubscriptionRow } from './plan-payments.ts';

/*
 * Pausing a plan (issue 29, decision 045): a member on a paid plan asks for 1, 2 or 3 months; the
 * pause starts when the paid period ends (nothing is refunded or lost), the member is on Free during
 * it and nothing is charged, and when it is over the plan starts again on the saved card (dunning.ts).
 * A pause that has not started can be taken back; a started one ends sooner by upgrading to the plan
 * again. With Stripe Billing the provider's subscription is set to end at the period's end (so Stripe
 * sends no renewal invoice) and the restart is a new provider subscription.
 */

/** Locks the member's row, then the period's; null when the period is no longer in `expected`'s state. */
export async function lockSame(tx: Tx, expected: SubscriptionRow): Promise<SubscriptionRow | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, expected.userId)).for('no key update');
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, expected.id)).for('update');
  if (!row) return null;
  const same =
    row.status === expected.status &&
    row.currentPeriodEnd.getTime() === expected.currentPeriodEnd.getTime() &&
    row.retryAttempts === expected.retryAttempts &&
    row.cancelAtPeriodEnd === expected.cancelAtPeriodEnd &&
    row.pauseMonths === expected.pauseMonths;
  return same ? row : null;
}

/** A pause asked for begins at the period's end: Free until it is over, and nothing charged. */
export async function startPause(ctx: AppContext, sub: SubscriptionRow): Promise<'paused' | 'skipped'> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockSame(tx, sub);
    if (!row?.pauseMonths) return 'skipped';
    const resumesAt = addMonths(row.currentPeriodEnd, row.pauseMonths);
    await tx.update(subscriptions).set({ status: 'PAUSED', resumesAt }).where(eq(subscriptions.id, row.id));
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (user?.subscriptionTier === row.planName) await tx.update(users).set({ subscriptionTier: 'FREE' }).where(eq(users.id, user.id));
    const [plan] = await tx.select().from(plans).where(eq(plans.name, row.planName));
    if (user) await mailMember(tx, ctx, user, plan?.displayName ?? row.planName, { kind: 'paused', resumesAt });
    return 'paused';
  });
}

/** The member's current paid period (not ended), the newest. */
async function livePeriodOf(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isLive))
    .orderBy(desc(subscriptions.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Asks for a pause of `months` from the end of the paid period. */
export async function requestPause(ctx: AppContext, user: User, months: number): Promise<{ message: string }> {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await livePeriodOf(tx, user.id);
    if (!r) throw notFound(msg('subscriptions.noPlanToPause'));
    if (r.status === 'PAUSED' || r.pauseMonths) throw conflict(msg('subscriptions.alreadyPaused'));
    if (r.status === 'PAST_DUE') throw conflict(msg('subscriptions.pauseWhilePastDue'));
    if (r.cancelAtPeriodEnd) throw conflict(msg('subscriptions.pauseWhileCancelling'));
    return r;
  });
  // The provider first (no renewal invoice at the period's end); our row then says why it ends.
  if (row.providerSubscriptionId && ctx.payments.billing) await ctx.payments.billing.setCancelAtPeriodEnd(row.providerSubscriptionId, true);
  const set = await ctx.db
    .update(subscriptions)
    .set({ pauseMonths: months })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.cancelAtPeriodEnd, false)))
    .returning({ id: subscriptions.id });
  if (!set[0]) throw conflict(msg('subscriptions.alreadyPaused'));
  return { message: msg('subscriptions.pausing', { from: isoDay(row.currentPeriodEnd), until: isoDay(addMonths(row.currentPeriodEnd, months)) }) };
}

/** The answer's days (the web shows its own words from the dates; the API's message is for other clients). */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Takes back a pause that has not started: the plan renews as usual at the period's end. */
export async function keepRunning(ctx: AppContext, user: User): Promise<{ message: string }> {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await livePeriodOf(tx, user.id);
    if (r?.status === 'PAUSED') throw conflict(msg('subscriptions.pauseStarted'));
    if (!r?.pauseMonths) throw conflict(msg('subscriptions.noPause'));
    await tx.update(subscriptions).set({ pauseMonths: null }).where(eq(subscriptions.id, r.id));
    return r;
  });
  if (row.providerSubscriptionId && ctx.payments.billing) await ctx.payments.billing.setCancelAtPeriodEnd(row.providerSubscriptionId, false);
  return { message: msg('subscriptions.pauseTakenBack') };
}
