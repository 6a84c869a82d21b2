import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client.ts';
import { bookings, spotHolds } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { payments } from '../../db/schema/payments.ts';
import type { User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { conflict, unauthorized } from '../../platform/errors.ts';
import { spendCredit } from '../packs/credits.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { limitRefusal, lockUsageOfLiveAccounts } from '../../domain/plan-limits.ts';
import { limitGate } from '../../domain/capabilities.ts';
import { checkAgeGroup, useAgeException } from './age-group.ts';
import { bookableFor } from './session-checkout.ts';
import { expireHolds, takeSpot } from './spots.ts';
import { creditPackOf } from './manage.ts';
import { queueBookingConfirmation } from './notices.ts';
import { offerFreedPlaces, settleLineOnBooking } from './waitlist/offers.ts';
import { msg } from '../../../common/messages/index.ts';

const sessions = limitGate('maxTrainingSessions', 'bookings: booking with a credit');

/**
 * POST /api/session-bookings/with-credit: books a session with one of the payer's session pack
 * credits (decision 029), the one that expires soonest among those covering the program. One
 * transaction: the hold's open card payment if any, the payer's usage (plan limit), the session,
 * the athlete's age exception when the age group needs one (issue 29) and the covering grants are
 * locked in that order (decision 038), so a credit is never spent twice, an exception never used
 * twice and a place never taken twice. The place is the athlete's live hold if they have one (a
 * waitlist offer, or a card checkout given up for the credit: its payment is closed), else a free
 * place. The answer names the pack in the asker's language (`lang`).
 */
export async function bookWithCredit(ctx: AppContext, payer: User, input: { sessionId: number; athleteId?: number }, lang: Language = 'en') {
  const { athlete, session } = await bookableFor(ctx, payer, input);
  const freed = await expireHolds(ctx.db, ctx.now());
  if (freed.length > 0) await offerFreedPlaces(ctx, freed);
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const [hold] = await tx
        .select()
        .from(spotHolds)
        .where(and(eq(spotHolds.athleteId, athlete.id), eq(spotHolds.sessionId, session.id), eq(spotHolds.status, 'ACTIVE')));
      // The money paths' lock order (decision 038): the payment first, then the payer's usage, then
      // the session. A card checkout for this hold may be fulfilled at this moment: its payment is
      // locked here before anything else (a fulfilment that won leaves it no longer PENDING).
      const openPayment = hold
        ? await tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.kind, 'SESSION'), eq(payments.status, 'PENDING'), sql`${payments.details}->>'holdId' = ${String(hold.id)}`))
            .orderBy(payments.id)
            .for('update')
        : [];
      // The payer's usage, and the athlete's row: a booking and a deletion of either exclude each other (issue 29, defect 5).
      if (!(await lockUsageOfLiveAccounts(tx, payer.id, athlete.id))) throw unauthorized();
      const limit = await limitRefusal(tx, payer.id, sessions, ctx.config.FACILITY_TZ, ctx.now(), hold ? { exceptHoldId: hold.id } : {});
      if (limit) throw limit;
      const [current] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, session.id)).for('update');
      if (current?.status !== 'ACTIVE' || current.startsAt.getTime() <= ctx.now().getTime()) throw conflict(msg('bookings.notBookable'));
      // The age group (issue 29), again under the session's lock; an exception it needs is locked and used below.
      const age = await checkAgeGroup(tx, current, athlete.id, { lock: true });
      if (age.refusal) throw age.refusal;
      // The place: the athlete's live hold (taken over), else a free one nobody waits for.
      const converted = hold
        ? await tx
            .update(spotHolds)
            .set({ status: 'CONVERTED' })
            .where(and(eq(spotHolds.id, hold.id), eq(spotHolds.status, 'ACTIVE')))
            .returning({ id: spotHolds.id })
        : [];
      let openIntent: string | null = null;
      if (converted[0]) {
        // A card checkout for this place, given up for the credit: its payment is closed (its intent cancelled below).
        const [closed] = openPayment.length
          ? await tx
              .update(payments)
              .set({ status: 'CANCELED', updatedAt: ctx.now() })
              .where(
                and(
                  inArray(
                    payments.id,
                    openPayment.map((p) => p.id),
                  ),
                  eq(payments.status, 'PENDING'),
                ),
              )
              .returning({ intentId: payments.intentId })
          : [];
        openIntent = closed?.intentId ?? null;
      } else if (!(await takeSpot(tx, session.id))) throw conflict(msg('bookings.full'));
      const [booking] = await tx
        .insert(bookings)
        .values({ sessionId: session.id, athleteId: athlete.id, payerId: payer.id, status: 'CONFIRMED', paidWithCredit: true, amountCents: 0 })
        .returning({ id: bookings.id });
      if (age.exceptionId !== null) await useAgeException(tx, age.exceptionId, { id: booking!.id, sessionId: session.id, athleteId: athlete.id }, payer.id);
      const spent = await spendCredit(tx, payer.id, session.programId, booking!.id, ctx.now());
      if (!spent) throw conflict(msg('packs.noCredit'));
      await tx.update(bookings).set({ amountCents: spent.valueCents }).where(eq(bookings.id, booking!.id));
      // The pack that paid, named in the asker's language while it keeps the name it was bought under (decision 066).
      const pack = (await creditPackOf(tx, booking!.id))?.[lang] ?? spent.packName;
      await settleLineOnBooking(tx, session.id, athlete.id, converted[0]?.id ?? null, ctx.now());
      await queueBookingConfirmation(tx, ctx, booking!.id);
      return { id: booking!.id, message: msg('packs.bookedWithCreditFrom', { pack }), creditsLeft: spent.creditsLeft, openIntent };
    });
    // The credit's receipt, after the commit (issue 29).
    kickReceipts(ctx);
    // If that card was confirmed meanwhile, its fulfilment finds the athlete booked and refunds it.
    if (result.openIntent)
      await ctx.payments.cancelIntent(result.openIntent).catch((err: unknown) => ctx.log.warn({ err }, 'cancelling a checkout given up for a credit failed'));
    return { id: result.id, message: result.message, creditsLeft: result.creditsLeft };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg('bookings.alreadyBooked'));
    throw err;
  }
}
