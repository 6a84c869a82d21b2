import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { dayIn } from '../../common/age.ts';
import { POLICY_DEFAULTS, feeLabel, pausedUntil, type Policy, type PolicyTerms, type StrikeKind } from '../../common/attendance-policy.ts';
import type { Db, Tx } from '../db/client.ts';
import { attendancePolicy, attendanceStrikes } from '../db/schema/attendance-policy.ts';
import { payments } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import { conflict } from '../platform/errors.ts';
import { msg } from '../../common/messages/index.ts';

/*
 * The no-show and late-cancel policy's rules that bookings apply (issue 32, decision 059): the policy
 * in force, the pause that refuses a booking, and the strikes a no-show or a late cancellation gives.
 * The staff and member screens' reads are in server/features/attendance-policy.
 */

const DAY = 86_400_000;

/** The policy in force (decision 059): the saved row, or none with the default numbers. */
export async function policyOf(db: Db | Tx): Promise<Policy> {
  const [row] = await db
    .select({ p: attendancePolicy, first: users.firstName, last: users.lastName })
    .from(attendancePolicy)
    .leftJoin(users, eq(users.id, attendancePolicy.updatedBy))
    .where(eq(attendancePolicy.id, 1));
  if (!row) return { ...POLICY_DEFAULTS, updatedAt: null, updatedBy: null };
  return {
    mode: row.p.mode as Policy['mode'],
    strikeLimit: row.p.strikeLimit,
    windowDays: row.p.windowDays,
    blockDays: row.p.blockDays,
    feeCents: row.p.feeCents,
    updatedAt: row.p.updatedAt.toISOString(),
    updatedBy: row.first ? `${row.first} ${row.last}`.trim() : null,
  };
}

/** An athlete's unforgiven strikes that can still matter (within the window before now). */
export async function liveStrikes(db: Db | Tx, athleteIds: number[], policy: PolicyTerms, now: Date) {
  if (athleteIds.length === 0) return [];
  return db
    .select({ athleteId: attendanceStrikes.athleteId, at: attendanceStrikes.at })
    .from(attendanceStrikes)
    .where(
      and(
        inArray(attendanceStrikes.athleteId, athleteIds),
        isNull(attendanceStrikes.forgivenAt),
        // A pause lasts at most blockDays after the last strike, counting windowDays back from it.
        gt(attendanceStrikes.at, new Date(now.getTime() - (policy.windowDays + policy.blockDays) * DAY)),
      ),
    );
}

/**
 * Refuses a booking while the athlete's booking is paused (decision 059): every path that books
 * (checkout, a credit, an offer charged, the waitlist) passes through here.
 */
export async function assertNotPaused(db: Db | Tx, athleteId: number, timeZone: string, now: Date): Promise<void> {
  const policy = await policyOf(db);
  // Only strikes pause booking; a fee (decision 060) is the whole consequence.
  if (policy.mode !== 'STRIKES') return;
  const until = pausedUntil(await liveStrikes(db, [athleteId], policy, now), policy, now);
  if (until)
    throw conflict(msg('attendancePolicy.paused', { until: dayIn(timeZone, until), limit: policy.strikeLimit, days: policy.windowDays }), {
      code: 'booking_paused',
      until: until.toISOString(),
    });
}

/**
 * Records a strike for a booking inside the caller's transaction when the policy is on: a no-show
 * marked, or a late cancellation. One per booking and kind, however many marks arrive at once.
 * Under the fee policy (decision 060) the strike gets its fee's payment, PENDING, to the booking's
 * payer (the athlete when staff booked it); the caller charges it after the commit
 * (server/features/fees). Returns that payment's id, or null.
 */
export async function recordStrike(
  tx: Tx,
  booking: { id: number; athleteId: number; payerId: number },
  kind: StrikeKind,
  at: Date,
  provider: string,
): Promise<number | null> {
  const policy = await policyOf(tx);
  if (policy.mode === 'NONE') return null;
  const [strike] = await tx
    .insert(attendanceStrikes)
    .values({ bookingId: booking.id, athleteId: booking.athleteId, kind, at })
    .onConflictDoNothing()
    .returning({ id: attendanceStrikes.id });
  if (!strike || policy.mode !== 'FEE') return null;
  const [payer] = await tx.select({ role: users.role }).from(users).where(eq(users.id, booking.payerId));
  const payerId = payer && (payer.role === 'ATHLETE' || payer.role === 'PARENT') ? booking.payerId : booking.athleteId;
  const [fee] = await tx
    .insert(payments)
    .values({
      provider,
      userId: payerId,
      kind: 'FEE',
      amountCents: policy.feeCents,
      details: { strikeId: strike.id, bookingId: booking.id, athleteId: booking.athleteId, strikeKind: kind, label: feeLabel(kind) },
    })
    .returning({ id: payments.id });
  await tx.update(attendanceStrikes).set({ feePaymentId: fee!.id }).where(eq(attendanceStrikes.id, strike.id));
  return fee!.id;
}

/**
 * A no-show mark cleared or changed to checked in: the strike it gave goes (forgiven or not).
 * Returns the fee payment the strike carried, if any, for the caller to release (refund or cancel,
 * server/features/fees) in the same transaction.
 */
export async function dropNoShowStrike(tx: Tx, bookingId: number): Promise<number | null> {
  const gone = await tx
    .delete(attendanceStrikes)
    .where(and(eq(attendanceStrikes.bookingId, bookingId), eq(attendanceStrikes.kind, 'NO_SHOW')))
    .returning({ feePaymentId: attendanceStrikes.feePaymentId });
  return gone[0]?.feePaymentId ?? null;
}
