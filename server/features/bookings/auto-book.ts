import { and, desc, eq } from 'drizzle-orm';
import { spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { paymentMethods } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { chargeOfferNow } from './session-checkout.ts';
import { offerFreedPlaces, sweepWaitlists } from './waitlist/offers.ts';

/**
 * Members who opted in are booked as soon as a place is offered to them: their default card is
 * charged through the booking's own checkout and fulfilment (the price, the plan's limit,
 * exactly-once). Each offer is tried once: the entry's opt-in is cleared first (so two nodes or
 * two sweeps never charge twice), and a declined card leaves the offer open to pay by hand until it
 * expires. Run after offers are made and by the 30-second sweep.
 */
export async function autoBookOffers(ctx: AppContext): Promise<number> {
  const due = await ctx.db
    .select({ w: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(spotHolds, eq(spotHolds.id, waitlistEntries.holdId))
    .where(and(eq(waitlistEntries.status, 'OFFERED'), eq(waitlistEntries.autoBook, true), eq(spotHolds.status, 'ACTIVE'), eq(spotHolds.kind, 'OFFER')))
    .limit(100);
  let booked = 0;
  for (const { w } of due) {
    const [claimed] = await ctx.db
      .update(waitlistEntries)
      .set({ autoBook: false, updatedAt: ctx.now() })
      .where(and(eq(waitlistEntries.id, w.id), eq(waitlistEntries.autoBook, true), eq(waitlistEntries.status, 'OFFERED')))
      .returning({ id: waitlistEntries.id });
    if (!claimed) continue;
    const [member] = await ctx.db.select().from(users).where(eq(users.id, w.memberId));
    const [card] = await ctx.db
      .select({ id: paymentMethods.providerMethodId })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, w.memberId))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
      .limit(1);
    if (!member || !card) continue;
    try {
      await chargeOfferNow(ctx, member, { sessionId: w.sessionId, athleteId: w.athleteId, paymentMethodId: card.id });
      booked++;
    } catch (err) {
      ctx.log.warn({ err, entryId: w.id }, 'a waitlist offer could not be booked automatically; it stays open');
    }
  }
  return booked;
}

/** Offers the freed places of these sessions to their lines, then books the offers of members who opted in. */
export async function offerAndAutoBook(ctx: AppContext, sessionIds: Iterable<number>): Promise<void> {
  const offers = await offerFreedPlaces(ctx, sessionIds);
  if (offers.some((o) => o.autoBook)) await autoBookOffers(ctx);
}

/** The 30-second sweep of every line (app.ts): offers for free places, opted-in offers booked, started sessions' lines closed. */
export async function sweepWaitlistsAndAutoBook(ctx: AppContext): Promise<void> {
  await sweepWaitlists(ctx);
  await autoBookOffers(ctx);
}
