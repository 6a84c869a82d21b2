import { and, count, eq, gte } from 'drizzle-orm';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { plans } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../platform/errors.ts';

type PlanRow = typeof plans.$inferSelect;
export type LimitKey = 'maxTrainingSessions' | 'maxMediaUploads' | 'maxCoachFeedback';

/** Midnight on the 1st of this month in the facility's time zone: limits count per calendar month. */
export function monthStart(tz: string, now = new Date()): Date {
  return fromZonedTime(`${formatInTimeZone(now, tz, 'yyyy-MM')}-01T00:00:00`, tz);
}

export async function planOf(db: Db | Tx, userId: number): Promise<PlanRow> {
  const [row] = await db.select({ p: plans }).from(users).innerJoin(plans, eq(plans.name, users.subscriptionTier)).where(eq(users.id, userId));
  if (!row) throw new Error(`No plan row for user ${userId}`);
  return row.p;
}

/** This month's use of each limited thing. */
export async function usageThisMonth(db: Db | Tx, userId: number, tz: string) {
  const since = monthStart(tz);
  const [[s], [m], [f]] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(and(eq(bookings.payerId, userId), eq(bookings.status, 'CONFIRMED'), gte(bookings.createdAt, since))),
    db.select({ n: count() }).from(mediaUploads).where(and(eq(mediaUploads.userId, userId), gte(mediaUploads.createdAt, since))),
    db
      .select({ n: count() })
      .from(coachFeedback)
      .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
      .where(and(eq(mediaUploads.userId, userId), gte(coachFeedback.createdAt, since))),
  ]);
  return { maxTrainingSessions: s!.n, maxMediaUploads: m!.n, maxCoachFeedback: f!.n };
}

const WHAT: Record<LimitKey, string> = {
  maxTrainingSessions: 'training sessions',
  maxMediaUploads: 'media uploads',
  maxCoachFeedback: 'coach feedback reviews',
};

export class LimitReached extends HttpError {}

/**
 * Refuses (402) when this month's use has reached the plan's limit (-1 is unlimited). The message
 * names the limit and points to /subscription.
 */
export async function assertWithinLimit(db: Db | Tx, userId: number, key: LimitKey, tz: string, who: 'you' | 'athlete' = 'you'): Promise<void> {
  const plan = await planOf(db, userId);
  const limit = plan[key];
  if (limit === -1) return;
  const used = (await usageThisMonth(db, userId, tz))[key];
  if (used < limit) return;
  const subject = who === 'you' ? `Your ${plan.displayName} plan includes` : `This athlete's ${plan.displayName} plan includes`;
  throw new LimitReached(402, `${subject} ${limit} ${WHAT[key]} a month, and ${who === 'you' ? "you've" : "they've"} used them all. Upgrade at /subscription to get more.`, {
    limit: key,
    upgradeUrl: '/subscription',
  });
}

export async function assertPickupAccess(db: Db | Tx, userId: number): Promise<void> {
  const plan = await planOf(db, userId);
  if (!plan.hasPickupGameAccess) {
    throw new LimitReached(402, `Pickup games are not included in the ${plan.displayName} plan. Upgrade at /subscription to join games.`, {
      limit: 'hasPickupGameAccess',
      upgradeUrl: '/subscription',
    });
  }
}

