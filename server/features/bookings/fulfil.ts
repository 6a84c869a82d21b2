import { and, eq } from 'drizzle-orm';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { bookings, spotHolds } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { moneyIn } from '../../platform/i18n/format.ts';
import { mailLanguage, translateMessage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { PaymentIntent } from '../../platform/payments/provider.ts';
import { isSpent, lockPayment, recordCharge, requestRefund, type PaymentRow } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { limitRefusal, lockUsageOfLiveAccounts } from '../../domain/plan-limits.ts';
import { limitGate } from '../../domain/capabilities.ts';
import { checkAgeGroup, useAgeException } from './age-group.ts';
import { releaseHold, returnSpot, takeSpot } from './spots.ts';
import { queueBookingConfirmation } from './notices.ts';
import { offerFreedPlaces, settleLineOnBooking } from './waitlist/offers.ts';
import { msg } from '../../../common/messages/index.ts';

const sessions = limitGate('maxTrainingSessions', 'bookings: fulfilling a paid booking');

const REFUNDED = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    subject: 'Your payment has been refunded',
    back: (amount: string) => `The full amount of ${amount} goes back to your card (allow 5-10 days).`,
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    subject: 'Te devolvimos tu pago',
    back: (amount: string) => `El monto total de ${amount} vuelve a tu tarjeta (puede tardar de 5 a 10 días).`,
  },
} as const;

type Outcome = (
  { bookingId: number; created: boolean; refundIds?: Array<number | null | undefined> } | { refusal: HttpError; refundIds: Array<number | null | undefined> }
) & {
  /** A session whose place was given back (offered to its line after the commit). */
  freed?: number | null;
};

/**
 * Turns a succeeded session payment into a booking, exactly once. The browser's
 * POST /api/session-bookings, the provider's webhook and the unseen-charge sweep all call this. In
 * one transaction, with the payment, the payer's usage and the session locked in that order, it
 * checks everything the booking depends on: the payment not refunded or already used, the session
 * still active and not started, its age group (or a staff exception, locked after the session and
 * used by this booking), the plan's limit, a spot (the hold's, or a free one). When any fails
 * the payment is refunded in full (owed in the same transaction, paid right after), the payer is
 * e-mailed, and the caller gets the reason. A second charge for one payment is refunded too.
 */
export async function fulfilSessionPayment(ctx: AppContext, intent: PaymentIntent): Promise<{ bookingId: number; created: boolean }> {
  const payment = await paymentForIntent(ctx, intent);
  if (intent.status !== 'succeeded') throw new HttpError(402, msg('bookings.paymentNotSucceeded'));
  const outcome: Outcome = await ctx.db.transaction(async (tx) => {
    const p = (await lockPayment(tx, payment.id))!;
    const charge = await recordCharge(tx, p, intent, ctx.now());
    const [existing] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.paymentId, p.id)).limit(1);
    if (existing) return { bookingId: existing.id, created: false, refundIds: [charge.refundId] };
    if (charge.outcome === 'duplicate' || p.status === 'REFUNDED' || (await isSpent(tx, p.id))) {
      // Refused before (by the webhook, usually): the same answer again, by its message id when it had one (decision 071).
      const status = Number(p.details.refusedWith) || 409;
      const said = typeof p.details.refusedRef === 'string' ? p.details.refusedRef : p.failureMessage;
      return { refusal: new HttpError(status, said ?? msg('bookings.filledDuringPayment')), refundIds: [charge.refundId] };
    }
    await tx.update(payments).set({ status: 'SUCCEEDED', intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, p.id));
    const sessionId = Number(p.details.sessionId);
    const athleteId = Number(p.details.athleteId);
    const holdId = Number(p.details.holdId);
    const refuse = (error: HttpError) => refuseSession(ctx, tx, p, holdId, error);
    // The payer's usage, and the athlete's row: an account deleted meanwhile gets its money back (issue 29, defect 5).
    if (!(await lockUsageOfLiveAccounts(tx, p.userId, athleteId))) return refuse(new HttpError(409, msg('account.deletedDuringPayment')));
    const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
    if (!session || session.status !== 'ACTIVE') return refuse(new HttpError(409, msg('bookings.cancelledDuringPayment')));
    if (session.startsAt.getTime() <= ctx.now().getTime()) return refuse(new HttpError(409, msg('bookings.startedDuringPayment')));
    // The age group as it is now (issue 29); an exception it needs is locked here and used below.
    const age = await checkAgeGroup(tx, session, athleteId, { lock: true });
    if (age.refusal) return refuse(age.refusal);
    const limit = await limitRefusal(tx, p.userId, sessions, ctx.config.FACILITY_TZ, ctx.now(), { exceptHoldId: holdId });
    if (limit) return refuse(limit);
    // The held spot becomes the booking's; if the hold lapsed, try for a spot again.
    const converted = await tx
      .update(spotHolds)
      .set({ status: 'CONVERTED' })
      .where(and(eq(spotHolds.id, holdId), eq(spotHolds.status, 'ACTIVE')))
      .returning({ id: spotHolds.id });
    if (!converted[0] && !(await takeSpot(tx, sessionId))) return refuse(new HttpError(409, msg('bookings.filledDuringPayment')));
    try {
      const inserted = await tx.transaction(async (sp) =>
        sp
          .insert(bookings)
          .values({ sessionId, athleteId, payerId: p.userId, status: 'CONFIRMED', paymentId: p.id, amountCents: p.amountCents })
          .returning({ id: bookings.id }),
      );
      const bookingId = inserted[0]!.id;
      if (age.exceptionId !== null) await useAgeException(tx, age.exceptionId, { id: bookingId, sessionId, athleteId }, p.userId);
      // Their place in the session's line is done; an offer they held through another checkout ends.
      const freed = await settleLineOnBooking(tx, sessionId, athleteId, Number.isInteger(holdId) ? holdId : null, ctx.now());
      await queueBookingConfirmation(tx, ctx, bookingId);
      return { bookingId, created: true, freed };
    } catch (err) {
      // Already booked into this session by another payment: give the spot back and refund this one.
      if (!isUniqueViolation(err)) throw err;
      await returnSpot(tx, sessionId);
      return { ...(await refuse(new HttpError(409, msg('bookings.bookedDuringPayment')))), freed: sessionId };
    }
  });
  // The charge's receipt (and a refund's, once paid) is issued after the commit (issue 29).
  kickReceipts(ctx);
  await settleRefunds(ctx, outcome.refundIds ?? []);
  // A place given back goes to the first in the session's line.
  if (outcome.freed) await offerFreedPlaces(ctx, [outcome.freed]);
  if ('refusal' in outcome) throw outcome.refusal;
  return { bookingId: outcome.bookingId, created: outcome.created };
}

/** A payment that can no longer become a booking: its hold ends, a full refund is owed, the payer is told why (in their language). */
async function refuseSession(ctx: AppContext, tx: Tx, p: PaymentRow, holdId: number, error: HttpError): Promise<Outcome> {
  const freed = Number.isInteger(holdId) ? await releaseHold(tx, holdId, 'RELEASED', ctx.now()) : null;
  await tx
    .update(payments)
    // The row keeps the English (decision 071) and the message's reference, so a repeat answer is worded in the asker's language.
    .set({ failureMessage: error.message, details: { ...p.details, refusedWith: error.statusCode, refusedRef: error.ref ?? null } })
    .where(eq(payments.id, p.id));
  const refundId = await requestRefund(tx, p, p.amountCents - p.refundedCents, error.message, `payment-${p.id}-not-booked`, ctx.now());
  const [payer] = await tx.select().from(users).where(eq(users.id, p.userId));
  // A deleted account's address is a reserved .invalid one: nothing to send.
  if (payer && !payer.deletedAt) {
    const lang = mailLanguage(payer.language);
    const m = REFUNDED[lang];
    await enqueueMail(tx, {
      to: payer.email,
      subject: m.subject,
      text: [
        m.hi(payer.firstName),
        '',
        translateMessage(error.ref ?? error.message, lang),
        m.back(moneyIn(p.amountCents / 100, lang)),
        '',
        ctx.config.BUSINESS_NAME,
      ].join('\n'),
    });
  }
  return { refusal: error, refundIds: [refundId], freed };
}

/** The payment record an intent pays for, after checking that the provider's intent really is for it. */
export async function paymentForIntent(ctx: AppContext, intent: PaymentIntent): Promise<PaymentRow> {
  const paymentId = Number(intent.metadata.paymentId);
  const rows =
    Number.isInteger(paymentId) && paymentId > 0 && paymentId < 2 ** 31 ? await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1) : [];
  const p = rows[0];
  const matches =
    p &&
    p.provider === ctx.payments.name &&
    p.kind === 'SESSION' &&
    p.amountCents === intent.amountCents &&
    String(p.userId) === intent.metadata.userId &&
    String(p.details.sessionId ?? '') === (intent.metadata.sessionId ?? '');
  if (!matches) {
    ctx.log.warn({ intentId: intent.id, paymentId }, 'payment intent does not match a payment of ours');
    throw notFound(msg('bookings.paymentNotFound'));
  }
  return p;
}
