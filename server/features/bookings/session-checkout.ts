import { assertNotPaused } from '../../domain/attendance-policy.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentIntentResult } from '../../../common/bookings.ts';
import { centsToDollars } from '../../../common/programs.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { bookings, spotHolds } from '../../db/schema/bookings.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import type { User } from '../../db/schema/users.ts';
import { isUniqueViolation } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, HttpError, notFound, unauthorized } from '../../platform/errors.ts';
import { ensureCustomer } from '../payments/customers.ts';
import { assertWithinLimit, lockUsageOfLiveAccounts } from '../../domain/plan-limits.ts';
import { limitGate } from '../../domain/capabilities.ts';
import { discountOfPayment, priceDetails, sessionPrice, type SessionPrice } from '../../domain/sibling-discount.ts';
import { checkAgeGroup } from './age-group.ts';
import { resolveAthlete } from './athlete.ts';
import type { PaymentIntent } from '../../platform/payments/provider.ts';
import { fulfilSessionPayment } from './fulfil.ts';
import { expireHolds, releaseHold, takeSpot } from './spots.ts';
import { offerFreedPlaces } from './waitlist/offers.ts';
import { waiverRefusal } from '../waivers/gate.ts';
import { windowRefusal } from './window.ts';
import { msg } from '../../../common/messages/index.ts';

const sessions = limitGate('maxTrainingSessions', 'bookings: holding a place');

export interface SessionIntentInput {
  sessionId: number;
  athleteId?: number;
  paymentMethodId?: string;
  /** The amount the browser showed; ignored (the server's price is charged) and logged when it differs. */
  amount?: number;
}

/**
 * Starts paying for a session: holds one spot for the athlete for ctx.holdMs and creates the
 * provider's payment intent for the program's price. Calling it again while the hold lasts
 * returns the same intent, so a refresh never takes a second spot.
 */
export async function createSessionIntent(ctx: AppContext, payer: User, input: SessionIntentInput): Promise<PaymentIntentResult> {
  return startSessionPayment(ctx, payer, input, false);
}

/**
 * A waitlist offer taken at once for a member who opted in: the same checkout, charged off-session
 * on the saved card and fulfilled. A declined card leaves the offer open (its hold goes back to
 * being an offer) for the member to pay by hand.
 */
export async function chargeOfferNow(ctx: AppContext, payer: User, input: SessionIntentInput & { paymentMethodId: string }): Promise<void> {
  await startSessionPayment(ctx, payer, input, true);
}

/**
 * What every way of booking checks first: who the booking is for (athletes for themselves, parents
 * for a linked athlete), that athlete's emergency contact and the latest waiver version signed for
 * them (no re-check at fulfilment: a signature is never undone), a session that can
 * still be booked and whose booking window is open for the payer (decision 056), no booking of theirs in it yet, and the session's age group (issue 29: inside
 * it, or a staff exception; fulfilment checks again and uses the exception).
 */
export async function bookableFor(ctx: AppContext, payer: User, input: { sessionId: number; athleteId?: number }) {
  const { db } = ctx;
  const athlete = await resolveAthlete(db, payer, input.athleteId);
  // A no-show and late-cancel pause (decision 059) refuses every way of booking.
  await assertNotPaused(db, athlete.id, ctx.config.FACILITY_TZ, ctx.now());
  // Every booked athlete has an emergency contact (the roster shows it to staff).
  const [registered] = await db
    .select({ id: athleteRegistrations.id })
    .from(athleteRegistrations)
    .where(and(eq(athleteRegistrations.userId, athlete.id), eq(athleteRegistrations.liabilityAgreement, true)))
    .limit(1);
  if (!registered) throw conflict(msg('bookings.detailsRequired'), { code: 'athlete_details_required', athleteId: athlete.id });
  // The latest waiver version signed for the athlete (decision 043): a guardian's signature for a minor.
  const unsigned = await waiverRefusal(db, athlete, ctx.config.FACILITY_TZ);
  if (unsigned) throw unsigned;
  const found = await db
    .select({ session: trainingSessions, program: programs })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(eq(trainingSessions.id, input.sessionId))
    .limit(1);
  const row = found[0];
  if (!row) throw notFound(msg('bookings.sessionMissing'));
  const { session, program } = row;
  if (session.status !== 'ACTIVE' || program.archived || session.startsAt.getTime() <= ctx.now().getTime()) {
    throw conflict(msg('bookings.notBookable'));
  }
  // The program's booking window (decision 056), earlier when the payer's plan includes priority booking.
  const closed = await windowRefusal(db, ctx.config.FACILITY_TZ, payer.id, session.date, program, ctx.now());
  if (closed) throw closed;
  const booked = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.athleteId, athlete.id), eq(bookings.sessionId, session.id), eq(bookings.status, 'CONFIRMED')))
    .limit(1);
  if (booked[0]) throw conflict(msg('bookings.alreadyBooked'));
  const age = await checkAgeGroup(db, session, athlete.id);
  if (age.refusal) throw age.refusal;
  return { athlete, session, program };
}

async function startSessionPayment(ctx: AppContext, payer: User, input: SessionIntentInput, offSession: boolean): Promise<PaymentIntentResult> {
  const { db } = ctx;
  const { athlete, session, program } = await bookableFor(ctx, payer, input);

  let savedMethod: string | undefined;
  if (input.paymentMethodId) {
    const pm = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, payer.id), eq(paymentMethods.providerMethodId, input.paymentMethodId)))
      .limit(1);
    if (!pm[0]) throw notFound(msg('packs.savedCardNotFound'));
    savedMethod = pm[0].providerMethodId;
  }

  // Places of lapsed holds go back to the session, or to the first in its line.
  const freed = await expireHolds(db, ctx.now());
  if (freed.length > 0) await offerFreedPlaces(ctx, freed);
  const resumed = await resumeHold(ctx, payer, athlete.id, session.id, savedMethod);
  if (resumed && 'clientSecret' in resumed) return resumed;
  const handover = resumed;

  const expiresAt = new Date(ctx.now().getTime() + ctx.holdMs);
  let heldUntil = expiresAt;
  let created: { holdId: number; paymentId: number; price: SessionPrice };
  try {
    created = await db.transaction(async (tx) => {
      // The plan's limit counts bookings and live holds; the lock makes two checkouts at once count each other.
      // With the athlete's row: no hold for an account being deleted (issue 29, defect 5).
      if (!(await lockUsageOfLiveAccounts(tx, payer.id, athlete.id))) throw unauthorized();
      await assertWithinLimit(tx, payer.id, sessions, ctx.config.FACILITY_TZ, ctx.now());
      const [current] = await tx.select({ status: trainingSessions.status }).from(trainingSessions).where(eq(trainingSessions.id, session.id)).for('update');
      if (current?.status !== 'ACTIVE') throw conflict(msg('bookings.notBookable'));
      // Again under the session's lock (fulfilment takes it too): a payment that completed while this
      // checkout started (the typed card confirmed as the saved one was chosen) has booked the athlete.
      const [bookedMeanwhile] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.athleteId, athlete.id), eq(bookings.sessionId, session.id), eq(bookings.status, 'CONFIRMED')))
        .limit(1);
      if (bookedMeanwhile) throw conflict(msg('bookings.alreadyBooked'));
      let holdId: number;
      if (handover) {
        // The hold passes to this payer with the spot it keeps; the other payer's payment is closed.
        // A waitlist offer taken becomes a checkout hold (counted by the plan's limit from now on),
        // held for the payment at least as long as any checkout and never less than the offer.
        const moved = await tx
          .update(spotHolds)
          .set({
            payerId: payer.id,
            kind: 'CHECKOUT',
            expiresAt: handover.offer ? sql`greatest(${spotHolds.expiresAt}, ${expiresAt.toISOString()}::timestamptz)` : expiresAt,
          })
          .where(and(eq(spotHolds.id, handover.holdId), eq(spotHolds.status, 'ACTIVE'), eq(spotHolds.payerId, handover.fromPayerId)))
          .returning({ id: spotHolds.id, expiresAt: spotHolds.expiresAt });
        if (moved[0]) heldUntil = moved[0].expiresAt;
        if (!moved[0]) throw conflict(msg('bookings.inProgress'));
        if (handover.paymentId)
          await tx
            .update(payments)
            .set({ status: 'CANCELED', updatedAt: ctx.now() })
            .where(and(eq(payments.id, handover.paymentId), eq(payments.status, 'PENDING')));
        holdId = moved[0].id;
      } else {
        if (!(await takeSpot(tx, session.id))) throw conflict(msg('bookings.full'));
        const [hold] = await tx.insert(spotHolds).values({ sessionId: session.id, payerId: payer.id, athleteId: athlete.id, expiresAt }).returning();
        holdId = hold!.id;
      }
      // The price is fixed here, on the payment (decision 044): the sibling discount as set now. A
      // staff change after this never changes what this checkout charges; fulfilment checks the
      // intent against this amount.
      const price = await sessionPrice(tx, payer, athlete.id, program.priceCents);
      const [payment] = await tx
        .insert(payments)
        .values({
          provider: ctx.payments.name,
          userId: payer.id,
          kind: 'SESSION',
          amountCents: price.amountCents,
          details: { sessionId: session.id, athleteId: athlete.id, holdId, programId: program.id, ...priceDetails(price) },
        })
        .returning();
      return { holdId, paymentId: payment!.id, price };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg('bookings.inProgress'));
    throw err;
  }

  const amountCents = created.price.amountCents;
  if (input.amount !== undefined && Math.round(input.amount * 100) !== amountCents) {
    ctx.log.warn({ userId: payer.id, sessionId: session.id, sent: input.amount, charged: amountCents }, 'amount from the browser ignored');
  }
  let intent: PaymentIntent;
  try {
    const customerId = await ensureCustomer(ctx, payer);
    const intentInput = {
      amountCents,
      currency: 'usd',
      customerId,
      description: `${program.name} on ${session.date} at ${session.time.slice(0, 5)}`,
      metadata: {
        paymentId: String(created.paymentId),
        kind: 'SESSION',
        sessionId: String(session.id),
        athleteId: String(athlete.id),
        userId: String(payer.id),
      },
      paymentMethodId: savedMethod,
      idempotencyKey: `payment-${created.paymentId}${savedMethod ? `-${savedMethod}` : ''}${offSession ? '-off-session' : ''}`,
    };
    intent =
      offSession && savedMethod
        ? await ctx.payments.chargeSavedCard({ ...intentInput, paymentMethodId: savedMethod })
        : await ctx.payments.createIntent(intentInput);
    await db.update(payments).set({ intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, created.paymentId));
  } catch (err) {
    const freedSession = await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'FAILED', failureMessage: (err as Error).message, updatedAt: ctx.now() })
        .where(eq(payments.id, created.paymentId));
      // An offer charged automatically stays offered when the card fails: the member can still pay by hand.
      if (offSession && handover?.offer) {
        await tx
          .update(spotHolds)
          .set({ kind: 'OFFER', payerId: handover.fromPayerId })
          .where(and(eq(spotHolds.id, created.holdId), eq(spotHolds.status, 'ACTIVE')));
        return null;
      }
      return releaseHold(tx, created.holdId, 'RELEASED', ctx.now());
    });
    if (freedSession !== null) await offerFreedPlaces(ctx, [freedSession]);
    ctx.log.error({ err, paymentId: created.paymentId }, 'creating the payment intent failed');
    throw new HttpError(502, msg('packs.paymentFailed'));
  }
  if (offSession) await fulfilSessionPayment(ctx, intent);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: centsToDollars(amountCents),
    holdExpiresAt: heldUntil.toISOString(),
    siblingDiscount: discountOfPayment(priceDetails(created.price)),
  };
}

interface Handover {
  holdId: number;
  fromPayerId: number;
  paymentId: number | null;
  /** A waitlist offer, not another checkout. */
  offer?: boolean;
}

/**
 * The live hold on this session for this athlete, if any. The payer's own hold is resumed with its
 * intent (a refresh or a change of card). A hold of the other person who may book for this athlete
 * (the athlete and a linked parent) is handed over: its intent is cancelled first, and if it
 * succeeded meanwhile the booking is theirs and this checkout is refused.
 */
async function resumeHold(
  ctx: AppContext,
  payer: User,
  athleteId: number,
  sessionId: number,
  savedMethod: string | undefined,
): Promise<PaymentIntentResult | Handover | null> {
  const { db } = ctx;
  const holds = await db
    .select()
    .from(spotHolds)
    .where(and(eq(spotHolds.athleteId, athleteId), eq(spotHolds.sessionId, sessionId), eq(spotHolds.status, 'ACTIVE')))
    .limit(1);
  const hold = holds[0];
  if (!hold) return null;
  // A place offered from the waitlist: taken by whoever may book for the athlete.
  if (hold.kind === 'OFFER') return { holdId: hold.id, fromPayerId: hold.payerId, paymentId: null, offer: true };
  if (hold.payerId !== payer.id) {
    const [theirs] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, hold.payerId), eq(payments.kind, 'SESSION'), sql`${payments.details}->>'holdId' = ${String(hold.id)}`))
      .orderBy(desc(payments.id))
      .limit(1);
    if (theirs?.intentId) {
      const after = await ctx.payments.cancelIntent(theirs.intentId);
      if (after.status === 'succeeded') throw conflict(msg('bookings.paidElsewhere'));
    }
    return { holdId: hold.id, fromPayerId: hold.payerId, paymentId: theirs?.id ?? null };
  }
  const pays = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, payer.id), eq(payments.kind, 'SESSION'), sql`${payments.details}->>'holdId' = ${String(hold.id)}`))
    .orderBy(desc(payments.id))
    .limit(1);
  const payment = pays[0];
  if (!payment?.intentId || payment.status !== 'PENDING') return null;
  const current = await ctx.payments.retrieveIntent(payment.intentId);
  const customerId = await ensureCustomer(ctx, payer);
  // Paid already, or the same hold and payment record with an intent for the card now chosen.
  const wanted = savedMethod ?? null;
  if (current.status === 'succeeded' || current.paymentMethodId === wanted || (!wanted && current.status === 'requires_payment_method')) {
    return resumed(current, payment, hold);
  }
  // Cancelled before a new intent is made: if the old one succeeded meanwhile (its card form was
  // being confirmed), it is the payment, and no second intent exists to be charged.
  const after = await ctx.payments.cancelIntent(current.id);
  if (after.status === 'succeeded') return resumed(after, payment, hold);
  const intent = await ctx.payments.createIntent({
    amountCents: payment.amountCents,
    currency: payment.currency,
    customerId,
    description: `Training session ${sessionId}`,
    metadata: { paymentId: String(payment.id), kind: 'SESSION', sessionId: String(sessionId), athleteId: String(athleteId), userId: String(payer.id) },
    paymentMethodId: savedMethod,
    idempotencyKey: `payment-${payment.id}${savedMethod ? `-${savedMethod}` : ''}-${ctx.now().getTime()}`,
  });
  await db.update(payments).set({ intentId: intent.id, updatedAt: ctx.now() }).where(eq(payments.id, payment.id));
  return resumed(intent, payment, hold);
}

/** The checkout's answer for a hold resumed with its payment record and this intent (the amount and discount fixed on the payment). */
function resumed(
  intent: Pick<PaymentIntent, 'clientSecret' | 'id'>,
  payment: Pick<typeof payments.$inferSelect, 'amountCents' | 'details'>,
  hold: { expiresAt: Date },
): PaymentIntentResult {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: centsToDollars(payment.amountCents),
    holdExpiresAt: hold.expiresAt.toISOString(),
    siblingDiscount: discountOfPayment(payment.details),
  };
}
