import type { Language } from '../../platform/i18n/language.ts';
import type { Booking } from '../../../common/bookings.ts';
import type { User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { confirmPaid } from '../payments/confirm.ts';
import { fulfilSessionPayment } from './fulfil.ts';
import { byId, selectBookings, visibleTo } from './queries.ts';
import { msg } from '../../../common/messages/index.ts';

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
  if (!b) throw notFound(msg('bookings.notFound'));
  return b;
}

/**
 * POST /api/session-bookings: books the session the user has paid for. The payment is the one
 * named, or the user's latest for this session; it must be theirs, for this session, and succeeded.
 */
export async function bookPaidSession(ctx: AppContext, user: User, sessionId: number, paymentIntentId?: string) {
  // The provider's event often books first; the answer is the same either way.
  const paid = await confirmPaid(
    ctx,
    { userId: user.id, kind: 'SESSION', item: { key: 'sessionId', id: sessionId }, intentId: paymentIntentId },
    fulfilSessionPayment,
  );
  if (!paid) throw notFound(msg('bookings.paymentNotFound'));
  return { id: paid.outcome.bookingId, message: msg('bookings.booked') };
}
