import { en } from '../../../common/messages/index.ts';
import type { Tx } from '../client.ts';
import { payments } from '../schema/payments.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import { users } from '../schema/users.ts';

/** A demo member whose Plus renewal failed half a day ago: the plan page shows the grace period (issue 29). */
export const DEMO_PAST_DUE_EMAIL = 'avery.brooks@demo.octane.test';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Avery Brooks, on Plus, whose renewal was declined 12 hours ago: the plan stays active, the first
 * retry comes a day after the failure (PLAN_RETRY_DAYS' default first day), and the plan page says
 * what failed, when the next try is and how to update the card. No card is saved, so under `npm start`
 * the retries fail too and the plan ends after the last one, as it would for a real member.
 */
export async function seedPastDueMember(tx: Tx, passwordHash: string, now = new Date()): Promise<void> {
  const [avery] = await tx
    .insert(users)
    .values({
      email: DEMO_PAST_DUE_EMAIL,
      passwordHash,
      emailVerifiedAt: now,
      firstName: 'Avery',
      lastName: 'Brooks',
      role: 'ATHLETE',
      subscriptionTier: 'PLUS',
      age: 17,
      sport: 'Soccer',
      position: 'Midfielder',
    })
    .returning();
  const failedAt = new Date(now.getTime() - 12 * HOUR_MS);
  const periodStart = new Date(failedAt);
  periodStart.setMonth(periodStart.getMonth() - 1);
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      userId: avery!.id,
      planName: 'PLUS',
      status: 'PAST_DUE',
      currentPeriodStart: periodStart,
      currentPeriodEnd: failedAt,
      pastDueSince: failedAt,
      retryAttempts: 0,
      nextRetryAt: new Date(failedAt.getTime() + 24 * HOUR_MS),
    })
    .returning();
  await tx.insert(payments).values({
    provider: 'offline',
    userId: avery!.id,
    kind: 'PLAN',
    amountCents: 2900,
    status: 'FAILED',
    failureMessage: en('payments.cardDeclined'),
    details: { planName: 'PLUS', subscriptionId: sub!.id },
    createdAt: failedAt,
    updatedAt: failedAt,
  });
}
