import { eq } from 'drizzle-orm';
import { CANCEL_NOTICE_HOURS, MEMBER_MESSAGES, RESCHEDULE_NOTICE_HOURS } from '../../../common/member.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/catalog.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { isLinked } from '../parent/links.ts';
import { lockPayment, recordForfeit, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { returnSpot, takeSpot } from './holds.ts';
import { longDate, time12 } from '../../platform/format.ts';

const HOUR = 3600_000;

/** The booking's payer, its athlete or the athlete's linked parent may manage it; anyone else gets 404. */
async function assertCanManage(ctx: AppContext, user: User, b: { payerId: number; athleteId: number }) {
  if (b.payerId === user.id || b.athleteId === user.id) return;
  if (user.role === 'PARENT' && (await isLinked(ctx.db, user.id, b.athleteId))) return;
  throw notFound('Booking not found');
}

async function loadBooking(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ b: bookings, s: trainingSessions, p: programs })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!rows[0]) throw notFound('Booking not found');
  return rows[0];
}

async function notify(ctx: AppContext, tx: Parameters<typeof enqueueMail>[0], userIds: number[], subject: string, body: string[]) {
  for (const id of [...new Set(userIds)]) {
    const [u] = await tx.select().from(users).where(eq(users.id, id));
    if (!u) continue;
    await enqueueMail(tx, { to: u.email, subject, text: [`Hi ${u.firstName},`, '', ...body, '', `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`].join('\n') });
  }
}

/**
 * Cancels a booking and frees its spot, once. 24 hours or more before the start the payment is
 * refunded in full (owed in the same transaction, paid right after); later, the cancellation goes
 * through and the money is kept (a FORFEIT in the ledger). The e-mail says which.
 */
export async function cancelBooking(ctx: AppContext, user: User, bookingId: number, now = new Date()) {
  const { b } = await loadBooking(ctx, bookingId);
  await assertCanManage(ctx, user, b);
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const current = locked[0]!;
    if (current.status === 'CANCELLED') throw conflict(MEMBER_MESSAGES.alreadyCancelled);
    const payment = current.paymentId ? await lockPayment(tx, current.paymentId) : null;
    const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, current.sessionId));
    const [program] = await tx.select().from(programs).where(eq(programs.id, session!.programId));
    const msAhead = session!.startsAt.getTime() - now.getTime();
    if (msAhead <= 0) throw conflict(MEMBER_MESSAGES.pastSession);
    const refundDue = msAhead >= CANCEL_NOTICE_HOURS * HOUR ? current.amountCents - current.refundedCents : 0;
    await tx.update(bookings).set({ status: 'CANCELLED', cancelledAt: now, refundDueCents: refundDue, refundedCents: current.refundedCents + refundDue }).where(eq(bookings.id, bookingId));
    await returnSpot(tx, current.sessionId);
    let refundId: number | null = null;
    if (payment && refundDue > 0) refundId = await requestRefund(tx, payment, refundDue, 'cancelled 24 hours or more ahead', `booking-${current.id}-cancel`);
    if (payment && refundDue === 0) await recordForfeit(tx, payment, current.amountCents - current.refundedCents, `booking:${current.id}`, 'cancelled less than 24 hours ahead');
    const when = `${longDate(session!.date)} at ${time12(session!.time)}`;
    await notify(ctx, tx, [current.payerId, current.athleteId], `Session cancelled: ${program!.name} on ${longDate(session!.date)}`, [
      `Your booking #${current.id} for ${program!.name} on ${when} is cancelled.`,
      refundDue > 0
        ? `You cancelled at least ${CANCEL_NOTICE_HOURS} hours ahead, so your payment of $${(refundDue / 100).toFixed(2)} is refunded in full to your card (allow 5-10 days).`
        : `You cancelled less than ${CANCEL_NOTICE_HOURS} hours before the session, so no refund is due under our cancellation policy.`,
    ]);
    return { refundId, refundDue };
  });
  await settleRefunds(ctx, [result.refundId]);
  return {
    message: 'Your training session has been cancelled successfully.',
    refunded: result.refundDue / 100,
    refundPolicy: result.refundDue > 0 ? ('full' as const) : ('none' as const),
  };
}

/** Moves a booking to another session of the same program, keeping its payment; spots move exactly once. */
export async function rescheduleBooking(ctx: AppContext, user: User, bookingId: number, newSessionId: number, now = new Date()) {
  const { b } = await loadBooking(ctx, bookingId);
  await assertCanManage(ctx, user, b);
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      const current = locked[0]!;
      if (current.status === 'CANCELLED') throw conflict(MEMBER_MESSAGES.cancelledCannotReschedule);
      if (current.sessionId === newSessionId) throw conflict(MEMBER_MESSAGES.sameSession);
      const [from] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, current.sessionId));
      if (from!.startsAt.getTime() - now.getTime() < RESCHEDULE_NOTICE_HOURS * HOUR) throw conflict(MEMBER_MESSAGES.rescheduleNotice);
      const [to] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, newSessionId));
      if (!to) throw notFound('That session does not exist.');
      if (to.programId !== from!.programId) throw conflict(MEMBER_MESSAGES.differentProgram);
      if (to.status !== 'ACTIVE' || to.startsAt.getTime() <= now.getTime()) throw conflict(MEMBER_MESSAGES.targetUnavailable);
      if (!(await takeSpot(tx, newSessionId))) throw conflict(MEMBER_MESSAGES.targetFull);
      await tx.update(bookings).set({ sessionId: newSessionId }).where(eq(bookings.id, bookingId));
      await returnSpot(tx, current.sessionId);
      const [program] = await tx.select().from(programs).where(eq(programs.id, to.programId));
      await notify(ctx, tx, [current.payerId, current.athleteId], `Session rescheduled: ${program!.name}`, [
        `Your booking #${current.id} for ${program!.name} moved from ${longDate(from!.date)} at ${time12(from!.time)} to ${longDate(to.date)} at ${time12(to.time)}.`,
        'Your payment carries over; nothing more to pay.',
      ]);
      return { message: 'Your training session has been rescheduled successfully.', sessionId: newSessionId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MEMBER_MESSAGES.alreadyInTarget);
    throw err;
  }
}

