/**
 * Booking windows (issue 32, decision 056): the server's side of common/booking-window.ts. Every path
 * that gives a member a place (a checkout hold, a credit booking, a waitlist place, an offer taken or
 * auto-booked, a move to another session) asks `windowRefusal` before it does.
 */
import { BOOKING_NOT_OPEN_CODE, bookingWindowState, type BookingWindow } from '../../../common/booking-window.ts';
import { dayIn } from '../../../common/age.ts';
import type { Db, Tx } from '../../db/client.ts';
import { capabilityCheck } from '../../domain/capabilities.ts';
import { conflict, type HttpError } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

const priority = capabilityCheck('priorityBooking', 'bookings: booking before a session opens to everyone');

/**
 * The 409 ("Booking for this session opens on Sunday, December 6, 2026.", with `code` and `opensOn`)
 * when the session's window is not open yet for whoever pays: the plan that counts is the payer's
 * (a parent's for a child), as for the monthly limits. Null when it is open. The plan is read only
 * when the session is not open to everyone.
 */
export async function windowRefusal(
  db: Db | Tx,
  tz: string,
  payerId: number,
  sessionDate: string,
  window: BookingWindow,
  now: Date,
): Promise<HttpError | null> {
  if (window.bookingOpensDays === null) return null;
  const today = dayIn(tz, now);
  if (bookingWindowState(sessionDate, window, today, false).open) return null;
  const state = bookingWindowState(sessionDate, window, today, await priority.has(db, payerId));
  if (state.open) return null;
  return conflict(msg('bookings.notOpen', { date: state.opensOn }), { code: BOOKING_NOT_OPEN_CODE, opensOn: state.opensOn });
}
