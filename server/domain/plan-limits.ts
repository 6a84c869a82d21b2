/**
 * Shared rule: what a member's plan allows each month (sessions, uploads, coach feedback) and what
 * they have used. Bookings, media and coach check it through their gates (capabilities.ts, which also
 * has the capabilities' checks, pickup games among them); the subscriptions feature sells the plans.
 */
import { and, count, eq, gt, gte, isNull, ne, notLike, or, sql } from 'drizzle-orm';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Db, Tx } from '../db/client.ts';
import { bookings, spotHolds } from '../db/schema/bookings.ts';
import { coachFeedback, mediaUploads, uploadGrants } from '../db/schema/media.ts';
import { plans } from '../db/schema/subscriptions.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from '../platform/errors.ts';
import { msg, type MessageRef } from '../../common/messages/index.ts';

type PlanRow = typeof plans.$inferSelect;
export type LimitKey = 'maxTrainingSessions' | 'maxMediaUploads' | 'maxCoachFeedback';

declare const limitBrand: unique symbol;
/** A monthly limit checked by a named module (`limitGate`, capabilities.ts): the counting here takes only one. */
export type LimitGate = { readonly key: LimitKey; readonly [limitBrand]: true };

/** The month a limit counts in, as a key: 'yyyy-MM' in the facility's time zone (a plan-limit notice's period). */
export const limitPeriod = (tz: string, now: Date) => formatInTimeZone(now, tz, 'yyyy-MM');

/** Midnight on the 1st of this month in the facility's time zone: limits count per calendar month. */
export function monthStart(tz: string, now: Date): Date {
  return fromZonedTime(`${formatInTimeZone(now, tz, 'yyyy-MM')}-01T00:00:00`, tz);
}

export async function planOf(db: Db | Tx, userId: number): Promise<PlanRow> {
  const [row] = await db.select({ p: plans }).from(users).innerJoin(plans, eq(plans.name, users.subscriptionTier)).where(eq(users.id, userId));
  if (!row) throw new Error(`No plan row for user ${userId}`);
  return row.p;
}

/**
 * The uploads whose plan is this account's: its own, and those it made for a child (the payer's
 * plan pays for them, decision 047); a parent's upload for a child is not the child's.
 */
export const mediaPaidBy = (userId: number) => or(and(eq(mediaUploads.userId, userId), isNull(mediaUploads.uploadedBy)), eq(mediaUploads.uploadedBy, userId));

/** This month's use of each limited thing (what is done; the plan page shows it). */
export async function usageThisMonth(db: Db | Tx, userId: number, tz: string, now: Date) {
  const since = monthStart(tz, now);
  const [[s], [m], [f]] = await Promise.all([
    db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.payerId, userId), eq(bookings.status, 'CONFIRMED'), gte(bookings.createdAt, since))),
    db
      .select({ n: count() })
      .from(mediaUploads)
      .where(and(mediaPaidBy(userId), gte(mediaUploads.createdAt, since))),
    db
      .select({ n: count() })
      .from(coachFeedback)
      .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
      .where(and(mediaPaidBy(userId), gte(coachFeedback.createdAt, since))),
  ]);
  return { maxTrainingSessions: s!.n, maxMediaUploads: m!.n, maxCoachFeedback: f!.n };
}

export interface Promised {
  /** A hold being converted by this very fulfilment: not counted twice. */
  exceptHoldId?: number;
  /** An upload link being recorded now: not counted twice. */
  exceptObjectKey?: string;
}

/** What is promised but not done yet: spots held while paying, upload links issued and not used. */
async function promised(db: Db | Tx, userId: number, key: LimitKey, except: Promised, now: Date): Promise<number> {
  if (key === 'maxTrainingSessions') {
    // A waitlist offer not taken yet is not promised: the limit applies when it is taken (it becomes a CHECKOUT hold).
    const conds = [eq(spotHolds.payerId, userId), eq(spotHolds.status, 'ACTIVE'), eq(spotHolds.kind, 'CHECKOUT'), gt(spotHolds.expiresAt, now)];
    if (except.exceptHoldId !== undefined && Number.isInteger(except.exceptHoldId)) conds.push(ne(spotHolds.id, except.exceptHoldId));
    const [r] = await db
      .select({ n: count() })
      .from(spotHolds)
      .where(and(...conds));
    return r!.n;
  }
  if (key === 'maxMediaUploads') {
    // Staff's library uploads (library/...) are the facility's, not a plan's.
    const conds = [
      eq(uploadGrants.userId, userId),
      isNull(uploadGrants.recordedAt),
      gt(uploadGrants.expiresAt, now),
      notLike(uploadGrants.objectKey, 'library/%'),
    ];
    if (except.exceptObjectKey) conds.push(ne(uploadGrants.objectKey, except.exceptObjectKey));
    const [r] = await db
      .select({ n: count() })
      .from(uploadGrants)
      .where(and(...conds));
    return r!.n;
  }
  return 0;
}

/**
 * Serialises one user's limited actions: taken first in the transaction that counts and then
 * creates (a hold, an upload link, a feedback), so two at once cannot both see the last free one.
 */
export async function lockUsage(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for no key update`);
}

/**
 * lockUsage for a place bought for an athlete, and the athlete's row shared when it is another
 * account (a parent's child). An account being deleted holds its own row until it is gone
 * (decision 038), so a booking or purchase for it either commits first, and the deletion sees it,
 * or waits and finds the account deleted (issue 29, defect 5). False when either is deleted: the
 * caller refuses, and refunds what was paid.
 */
export async function lockUsageOfLiveAccounts(tx: Tx, payerId: number, athleteId = payerId): Promise<boolean> {
  const [payer] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, payerId)).for('no key update');
  if (!payer || payer.deletedAt) return false;
  if (athleteId === payerId) return true;
  const [athlete] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, athleteId)).for('share');
  return !!athlete && !athlete.deletedAt;
}

/**
 * Whose plan a 402 is about, as the person refused reads it: their own ('you': a member booking or
 * uploading, a parent for their child, whose plan pays, decision 047), the athlete's ('athlete': a
 * coach giving feedback on an athlete's own upload), or the parent's ('parent': a coach giving
 * feedback on an upload a parent made for a child, which the parent's plan pays for).
 */
export type LimitSubject = 'you' | 'athlete' | 'parent';

const LIMIT_MESSAGE = { you: 'subscriptions.limitYou', athlete: 'subscriptions.limitAthlete', parent: 'subscriptions.limitParent' } as const;

/** The 402's message, by whose plan it is (common/messages/subscriptions.ts words each form in both languages). */
export const planLimitMessage = (who: LimitSubject, planName: string, limit: number, key: LimitKey): MessageRef =>
  msg(LIMIT_MESSAGE[who], { plan: planName, limit, key });

export class LimitReached extends HttpError {}

/**
 * The refusal (402 naming the limit, whose plan it is and the plan page) when this month's use plus
 * what is promised (holds, issued upload links) has reached the plan's limit (-1 is unlimited);
 * null when allowed.
 */
export async function limitRefusal(
  db: Db | Tx,
  userId: number,
  gate: LimitGate,
  tz: string,
  now: Date,
  except: Promised = {},
  who: LimitSubject = 'you',
): Promise<LimitReached | null> {
  const { key } = gate;
  const plan = await planOf(db, userId);
  const limit = plan[key];
  if (limit === -1) return null;
  const used = (await usageThisMonth(db, userId, tz, now))[key] + (await promised(db, userId, key, except, now));
  if (used < limit) return null;
  return new LimitReached(402, planLimitMessage(who, plan.displayName, limit, key), {
    limit: key,
    upgradeUrl: '/subscription',
  });
}

/** Refuses (402) at the first step of a limited action; call it after lockUsage in the same transaction. */
export async function assertWithinLimit(db: Db | Tx, userId: number, gate: LimitGate, tz: string, now: Date, who: LimitSubject = 'you'): Promise<void> {
  const refusal = await limitRefusal(db, userId, gate, tz, now, {}, who);
  if (refusal) throw refusal;
}
