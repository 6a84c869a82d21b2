import { CANCEL_NOTICE_HOURS, groupBookings } from '@common/member';
import type { Booking } from '@common/bookings';
import { DEFAULT_SESSION_TIME } from '@/lib/format-time';
import { money } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

type Timed = Pick<Booking, 'status'> & { session: { date: string; time: string | null; startsAt?: string | null } };

/**
 * When a booked session starts. The server's `startsAt` is the true instant (facility time zone);
 * without it, the facility date and time (noon when missing) are read as browser-local time.
 */
export function bookingInstant(session: Timed['session']): Date {
  if (session.startsAt) return new Date(session.startsAt);
  return new Date(`${session.date}T${session.time || DEFAULT_SESSION_TIME}`);
}

/** `groupBookings` with each session's own start instant instead of a browser-local reading. */
export function groupMyBookings<T extends Timed>(list: T[], now: Date) {
  const instants = new Map<string, Date>();
  for (const b of list) {
    instants.set(`${b.session.date}T${b.session.time || DEFAULT_SESSION_TIME}`, bookingInstant(b.session));
  }
  return groupBookings(list, now, (date, time) => instants.get(`${date}T${time}`) ?? new Date(`${date}T${time}`));
}

/** Part 1, section 4: the dashboard lists only CONFIRMED bookings that start in the future, soonest first. */
export function upcomingConfirmed<T extends Timed>(list: T[], now: Date): T[] {
  return groupMyBookings(list, now).upcoming.filter((b) => b.status === 'CONFIRMED');
}

/** The refund line of the cancel confirmation, following the server's 24-hour policy. */
export function refundLine(
  booking: Pick<Booking, 'amountPaid' | 'refunded' | 'paidWithCredit' | 'creditPack'> & { session: Timed['session'] },
  now: Date,
  t: TFunction<'payments'>,
  language: Language,
): string | null {
  const owed = booking.amountPaid - booking.refunded;
  const hoursAhead = (bookingInstant(booking.session).getTime() - now.getTime()) / 3_600_000;
  // Booked with a session pack credit: the credit comes back (or not), no money moves.
  // The pack is named, and no money is promised (issue 29).
  if (booking.paidWithCredit) {
    if (hoursAhead < CANCEL_NOTICE_HOURS) return t('cancel.creditKept');
    return booking.creditPack ? t('cancel.creditBackTo', { pack: booking.creditPack }) : t('cancel.creditBack');
  }
  if (hoursAhead < CANCEL_NOTICE_HOURS) return t('cancel.noRefund');
  return owed > 0 ? t('cancel.fullRefund', { amount: money(owed, language) }) : null;
}
