import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '../../../common/booking.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { bookings, payments, refunds, spotHolds } from '../../db/schema/bookings.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { PaymentIntent } from '../../platform/payments/provider.ts';
import { returnSpot, takeSpot } from './holds.ts';
import { queueBookingConfirmation } from './notices.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Turns a succeeded session payment into a booking, exactly once. The browser's
 * POST /api/session-bookings and the provider's webhook both call this; the payment's unique
 * booking makes every later call return the same booking. If no spot can be had any more, the
 * payment is refunded in full and the caller gets a 409 saying so.
 */
export async function fulfilSessionPayment(ctx: AppContext, intentId: string): Promise<{ bookingId: number; created: boolean }> {
  const intent = await ctx.payments.retrieveIntent(intentId);
  const payment = await paymentForIntent(ctx, intent);
  if (intent.status !== 'succeeded') throw new HttpError(402, BOOKING_MESSAGES.paymentNotSucceeded);

  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    const p = locked[0]!;
    const existing = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.paymentId, p.id)).limit(1);
    if (existing[0]) return { bookingId: existing[0].id, created: false } as const;
    if (p.status === 'REFUNDED') return { refund: false, alreadyRefunded: true } as const;

    const sessionId = Number(p.details.sessionId);
    const athleteId = Number(p.details.athleteId);
    const holdId = Number(p.details.holdId);
    await tx.update(payments).set({ status: 'SUCCEEDED', intentId: intent.id, updatedAt: new Date() }).where(eq(payments.id, p.id));

    // The held spot becomes the booking's; if the hold lapsed, try for a spot again.
    const converted = await tx
      .update(spotHolds)
      .set({ status: 'CONVERTED' })
      .where(and(eq(spotHolds.id, holdId), eq(spotHolds.status, 'ACTIVE')))
      .returning({ id: spotHolds.id });
    if (!converted[0] && !(await takeSpot(tx, sessionId))) return { refund: true } as const;

    try {
      const inserted = await tx.transaction(async (sp) =>
        sp
          .insert(bookings)
          .values({ sessionId, athleteId, payerId: p.userId, status: 'CONFIRMED', paymentId: p.id, amountCents: p.amountCents })
          .returning({ id: bookings.id }),
      );
      const bookingId = inserted[0]!.id;
      await queueBookingConfirmation(tx, ctx, bookingId);
      return { bookingId, created: true } as const;
    } catch (err) {
      // Already booked into this session by another payment: give the spot back and refund this one.
      if (isUniqueViolation(err)) {
        await returnSpot(tx, sessionId);
        return { refund: true } as const;
      }
      throw err;
    }
  });

  if (outcome.bookingId !== undefined) return { bookingId: outcome.bookingId, created: outcome.created };
  if (outcome.refund) await refundPayment(ctx, payment, payment.amountCents, 'session full when the payment completed');
  throw conflict(BOOKING_MESSAGES.filledDuringPayment);
}

/** The payment record an intent pays for, after checking that the provider's intent really is for it. */
export async function paymentForIntent(ctx: AppContext, intent: PaymentIntent): Promise<PaymentRow> {
  const paymentId = Number(intent.metadata.paymentId);
  const rows = Number.isInteger(paymentId) ? await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1) : [];
  const p = rows[0];
  const matches =
    p &&
    p.provider === ctx.payments.name &&
    p.amountCents === intent.amountCents &&
    String(p.userId) === intent.metadata.userId &&
    String(p.details.sessionId ?? '') === (intent.metadata.sessionId ?? '');
  if (!matches) {
    ctx.log.warn({ intentId: intent.id, paymentId }, 'payment intent does not match a payment of ours');
    throw notFound(BOOKING_MESSAGES.paymentNotFound);
  }
  return p;
}

/** Refunds through the provider (idempotent per payment and amount) and records it. */
export async function refundPayment(ctx: AppContext, payment: PaymentRow, amountCents: number, reason: string): Promise<void> {
  if (amountCents <= 0 || !payment.intentId) return;
  const intentId = payment.intentId;
  const r = await ctx.payments.refund({ intentId, amountCents, idempotencyKey: `payment-${payment.id}-${reason}-${amountCents}`, reason });
  await ctx.db.transaction(async (tx) => {
    const locked = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    const already = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, r.id)).limit(1);
    if (already[0]) return;
    const refunded = locked[0]!.refundedCents + amountCents;
    await tx.insert(refunds).values({ paymentId: payment.id, amountCents, providerRefundId: r.id, reason });
    await tx
      .update(payments)
      .set({ refundedCents: refunded, status: refunded >= locked[0]!.amountCents ? 'REFUNDED' : locked[0]!.status, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  });
}
