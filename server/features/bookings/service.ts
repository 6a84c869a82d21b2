import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../platform/i18n/language.ts';
import { BOOKING_MESSAGES, type Booking } from '../../../common/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import type { User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { fulfilSessionPayment } from './fulfil.ts';
import { byId, selectBookings, visibleTo } from './queries.ts';

async function scopeFor(ctx: AppContext, user: User) {
  const children = user.role === 'PARENT' ? (await linkedAthletes(ctx.db, user.id)).map((a) => a.id) : [];
  return visibleTo(user.id, children);
}

export async function myBookings(ctx: AppContext, user: User, lang: Language = 'en'): Promise<Booking[]> {
  const rows = await selectBookings(ctx.db, await scopeFor(ctx, user), lang);
  return rows.map(({ durationMinutes: _d, ...b }) => b);
}

export async function findBooking(ctx: AppContext, user: User, id: number, lang: Language = 'en') {
  const [b] = await selectBookings(ctx.db, byId(id, await scopeFor(ctx, user)), lang);
  if (!b) throw notFound('Booking not found');
  return b;
}

/**
 * POST /api/session-bookings: books the session the user has paid for. The payment is the one
 * named, or the user's latest for this session; it must be theirs, for this session, and succeeded.
 */
export async function bookPaidSession(ctx: AppContext, user: User, sessionId: number, paymentIntentId?: string) {
  const conditions = [eq(payments.userId, user.id), eq(payments.kind, 'SESSION'), sql`${payments.details}->>'sessionId' = ${String(sessionId)}`];
  if (paymentIntentId) conditions.push(eq(payments.intentId, paymentIntentId));
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.id))
    .limit(1);
  const payment = rows[0];
  if (!payment?.intentId) throw notFound(BOOKING_MESSAGES.paymentNotFound);
  // The provider's event often books first; the answer is the same either way.
  const { bookingId } = await fulfilSessionPayment(ctx, await ctx.payments.retrieveIntent(payment.intentId));
  return { id: bookingId, message: 'Session booked successfully' };
}
