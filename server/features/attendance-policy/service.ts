import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  pausedUntil,
  strikesCounting,
  type FeeState,
  type PolicyInput,
  type StaffPolicy,
  type Standing,
  type StrikeKind,
} from '../../../common/attendance-policy.ts';
import type { Db } from '../../db/client.ts';
import { attendancePolicy, attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { resolveAthlete } from '../bookings/athlete.ts';
import { releaseFee } from '../fees/fees.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { liveStrikes, policyOf } from '../../domain/attendance-policy.ts';
import { msg } from '../../../common/messages/index.ts';

const DAY = 86_400_000;

/** Staff save the policy, audited with the values before and after (the row locked, so two saves audit truly). */
export async function savePolicy(ctx: AppContext, staff: User, input: PolicyInput) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(attendancePolicy).where(eq(attendancePolicy.id, 1)).for('update');
    const values = { ...input, updatedBy: staff.id, updatedAt: ctx.now() };
    await tx
      .insert(attendancePolicy)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: attendancePolicy.id, set: values });
    const was = before
      ? { mode: before.mode, strikeLimit: before.strikeLimit, windowDays: before.windowDays, blockDays: before.blockDays, feeCents: before.feeCents }
      : null;
    await audit(tx, staff.id, 'settings.attendance_policy', 'attendance_policy', 1, { from: was, to: input });
  });
  return { message: msg('attendancePolicy.saved'), policy: await policyOf(ctx.db) };
}

/** Staff forgive a strike, once (audited); its fee, if any, is refunded (or cancelled before it is charged, decision 060). */
export async function forgiveStrike(ctx: AppContext, staff: User, id: number) {
  const done = await ctx.db.transaction(async (tx) => {
    const [strike] = await tx.select().from(attendanceStrikes).where(eq(attendanceStrikes.id, id)).for('update');
    if (!strike) throw notFound(msg('attendancePolicy.strikeNotFound'));
    if (strike.forgivenAt) throw conflict(msg('attendancePolicy.alreadyForgiven'));
    await tx.update(attendanceStrikes).set({ forgivenAt: ctx.now(), forgivenBy: staff.id }).where(eq(attendanceStrikes.id, id));
    const refundId = await releaseFee(tx, strike.feePaymentId, ctx.now());
    await audit(tx, staff.id, 'attendance.forgive', 'attendance_strike', id, {
      athleteId: strike.athleteId,
      bookingId: strike.bookingId,
      kind: strike.kind,
      ...(strike.feePaymentId ? { feePaymentId: strike.feePaymentId, refunded: refundId !== null } : {}),
    });
    return { refundId };
  });
  await settleRefunds(ctx, [done.refundId]);
  return { message: done.refundId ? msg('attendancePolicy.forgivenRefund') : msg('attendancePolicy.forgiven') };
}

/** Where a fee stands, from its payment. */
function feeState(p: { status: string; refundedCents: number; amountCents: number }): FeeState {
  if (p.status === 'SUCCEEDED') return 'CHARGED';
  if (p.status === 'REFUNDED' || p.refundedCents >= p.amountCents) return 'REFUNDED';
  if (p.status === 'FAILED') return 'NOT_COLLECTED';
  if (p.status === 'CANCELED') return 'CANCELLED';
  return 'PENDING';
}

/** Staff: the policy and the strikes still counting, newest first, each with its athlete's pause. */
export async function staffPolicy(db: Db, now: Date): Promise<StaffPolicy> {
  const policy = await policyOf(db);
  const rows = await db
    .select({
      id: attendanceStrikes.id,
      kind: attendanceStrikes.kind,
      at: attendanceStrikes.at,
      athleteId: attendanceStrikes.athleteId,
      first: users.firstName,
      last: users.lastName,
      sessionName: programs.name,
      sessionDate: trainingSessions.date,
      sessionTime: trainingSessions.time,
      fee: { status: payments.status, amountCents: payments.amountCents, refundedCents: payments.refundedCents, failureMessage: payments.failureMessage },
    })
    .from(attendanceStrikes)
    .leftJoin(payments, eq(payments.id, attendanceStrikes.feePaymentId))
    .innerJoin(users, eq(users.id, attendanceStrikes.athleteId))
    .innerJoin(bookings, eq(bookings.id, attendanceStrikes.bookingId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(and(isNull(attendanceStrikes.forgivenAt), gt(attendanceStrikes.at, new Date(now.getTime() - (policy.windowDays + policy.blockDays) * DAY))))
    .orderBy(desc(attendanceStrikes.at), desc(attendanceStrikes.id))
    .limit(500);
  const byAthlete = new Map<number, { at: Date }[]>();
  for (const r of rows) byAthlete.set(r.athleteId, [...(byAthlete.get(r.athleteId) ?? []), { at: r.at }]);
  const paused = new Map([...byAthlete].map(([id, list]) => [id, pausedUntil(list, policy, now)]));
  return {
    policy,
    strikes: rows.map((r) => ({
      id: r.id,
      kind: r.kind as StrikeKind,
      at: r.at.toISOString(),
      athleteId: r.athleteId,
      athleteName: `${r.first} ${r.last}`.trim(),
      sessionName: r.sessionName,
      sessionDate: r.sessionDate,
      sessionTime: r.sessionTime,
      pausedUntil: paused.get(r.athleteId)?.toISOString() ?? null,
      fee: r.fee ? { amountCents: r.fee.amountCents, state: feeState(r.fee), problem: r.fee.status === 'FAILED' ? r.fee.failureMessage : null } : null,
    })),
  };
}

/** A member's standing for an athlete they may book for (themselves, or a linked child). */
export async function standingOf(db: Db, member: User, athleteId: number | undefined, now: Date): Promise<Standing> {
  const athlete = await resolveAthlete(db, member, member.role === 'ATHLETE' ? undefined : athleteId);
  const policy = await policyOf(db);
  const strikes = policy.mode === 'STRIKES' ? await liveStrikes(db, [athlete.id], policy, now) : [];
  const until = pausedUntil(strikes, policy, now);
  return {
    mode: policy.mode,
    strikeLimit: policy.strikeLimit,
    windowDays: policy.windowDays,
    blockDays: policy.blockDays,
    feeCents: policy.feeCents,
    strikes: policy.mode === 'STRIKES' ? strikesCounting(strikes, policy, now) : 0,
    pausedUntil: until?.toISOString() ?? null,
  };
}
