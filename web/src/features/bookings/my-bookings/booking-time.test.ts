import { describe, expect, it } from 'vitest';
import payments from '@/locales/en/payments.json';
import { englishT } from '@/lib/i18n/test-translate';
import { bookingInstant, groupMyBookings, refundLine as refund, upcomingConfirmed } from './booking-time';

const refundLine = (b: Parameters<typeof refund>[0], at: Date) => refund(b, at, englishT<'payments'>(payments), 'en');

const now = new Date('2026-03-10T15:00:00Z');
const booking = (id: number, status: 'CONFIRMED' | 'PENDING' | 'CANCELLED', startsAt: string | null, date = '2026-03-12', time = '17:30:00') => ({
  id,
  status,
  amountPaid: 80,
  refunded: 0,
  session: { date, time, startsAt },
});

describe('bookingInstant', () => {
  it('uses the server instant when it has one', () => {
    expect(bookingInstant({ date: '2026-03-12', time: '17:30:00', startsAt: '2026-03-12T21:30:00.000Z' }).toISOString()).toBe('2026-03-12T21:30:00.000Z');
  });

  it('reads the date at noon when the time is missing', () => {
    expect(bookingInstant({ date: '2026-03-12', time: null }).getTime()).toBe(new Date('2026-03-12T12:00:00').getTime());
  });
});

describe('groupMyBookings', () => {
  it('splits by the session start instant, upcoming soonest first and completed latest first', () => {
    const list = [
      booking(1, 'CONFIRMED', '2026-03-20T21:30:00.000Z', '2026-03-20'),
      booking(2, 'CONFIRMED', '2026-03-01T21:30:00.000Z', '2026-03-01'),
      booking(3, 'CANCELLED', '2026-03-15T21:30:00.000Z', '2026-03-15'),
      booking(4, 'CONFIRMED', '2026-03-11T21:30:00.000Z', '2026-03-11'),
      booking(5, 'CONFIRMED', '2026-03-05T21:30:00.000Z', '2026-03-05'),
    ];
    const g = groupMyBookings(list, now);
    expect(g.upcoming.map((b) => b.id)).toEqual([4, 1]);
    expect(g.completed.map((b) => b.id)).toEqual([5, 2]);
    expect(g.cancelled.map((b) => b.id)).toEqual([3]);
  });

  it('counts a session that started minutes ago as completed, whatever the browser time zone', () => {
    const g = groupMyBookings([booking(1, 'CONFIRMED', '2026-03-10T14:55:00.000Z', '2026-03-10', '10:55:00')], now);
    expect(g.completed).toHaveLength(1);
  });
});

describe('upcomingConfirmed', () => {
  it('keeps only confirmed bookings in the future', () => {
    const list = [
      booking(1, 'PENDING', '2026-03-20T21:30:00.000Z'),
      booking(2, 'CONFIRMED', '2026-03-20T21:30:00.000Z'),
      booking(3, 'CANCELLED', '2026-03-21T21:30:00.000Z'),
    ];
    expect(upcomingConfirmed(list, now).map((b) => b.id)).toEqual([2]);
  });
});

describe('refundLine', () => {
  it('promises a full refund of what was paid 24 hours or more ahead', () => {
    expect(refundLine(booking(1, 'CONFIRMED', '2026-03-11T15:00:00.000Z'), now)).toBe("You'll get a full refund of $80.00 to your card.");
  });

  it('says there is no refund inside 24 hours', () => {
    expect(refundLine(booking(1, 'CONFIRMED', '2026-03-11T14:59:00.000Z'), now)).toBe('This session starts in less than 24 hours, so it will not be refunded.');
  });

  it('says nothing about money when nothing was paid', () => {
    expect(refundLine({ ...booking(1, 'CONFIRMED', '2026-03-20T15:00:00.000Z'), amountPaid: 0 }, now)).toBeNull();
  });

  it('a credit booking: the credit goes back to its pack, never money; inside 24 hours it is kept (issue 29)', () => {
    const credit = { ...booking(1, 'CONFIRMED', '2026-03-11T15:00:00.000Z'), paidWithCredit: true, creditPack: '10-Session Pack' };
    expect(refundLine(credit, now)).toBe('The credit goes back to your 10-Session Pack. A credit is never refunded as money.');
    expect(refundLine({ ...credit, session: { ...credit.session, startsAt: '2026-03-11T14:59:00.000Z' } }, now)).toBe(
      'This session starts in less than 24 hours, so the session credit you used is not returned.',
    );
  });
});
