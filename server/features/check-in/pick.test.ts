import { describe, expect, it } from 'vitest';
import { pickCheckIn, type CodeCandidate } from './pick.ts';
import { msg } from '../../../common/messages/index.ts';

const now = new Date('2026-12-01T17:00:00Z');
const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000);
const booking = (id: number, startsIn: number, status: CodeCandidate['status'] = 'CONFIRMED', durationMinutes = 60): CodeCandidate => ({
  id,
  status,
  startsAt: at(startsIn),
  durationMinutes,
});

describe('pickCheckIn', () => {
  it('checks in a paid booking from 60 minutes before its start to its end', () => {
    expect(pickCheckIn([booking(1, 60)], now)).toEqual({ booking: booking(1, 60) });
    expect(pickCheckIn([booking(1, -59)], now)).toEqual({ booking: booking(1, -59) });
    expect(pickCheckIn([booking(1, -60)], now)).toEqual({ booking: booking(1, -60) });
  });

  it('refuses too early, after the end, cancelled and unpaid, and an unknown code', () => {
    expect(pickCheckIn([booking(1, 61)], now)).toEqual({ refusal: msg('checkIn.opensBefore', { minutes: 60 }) });
    expect(pickCheckIn([booking(1, -61)], now)).toEqual({ refusal: msg('checkIn.ended') });
    expect(pickCheckIn([booking(1, 10, 'CANCELLED')], now)).toEqual({ refusal: msg('checkIn.cancelled') });
    expect(pickCheckIn([booking(1, 10, 'PENDING')], now)).toEqual({ refusal: msg('checkIn.notPaid') });
    expect(pickCheckIn([], now)).toEqual({ refusal: msg('checkIn.notFound') });
  });

  it('of bookings sharing a code, takes the open one, else explains the nearest', () => {
    expect(pickCheckIn([booking(1, -3000), booking(2, 30), booking(3, 5000)], now)).toEqual({ booking: booking(2, 30) });
    expect(pickCheckIn([booking(1, 20, 'CANCELLED'), booking(2, 40)], now)).toEqual({ booking: booking(2, 40) });
    expect(pickCheckIn([booking(1, -3000), booking(2, 200, 'CANCELLED')], now)).toEqual({ refusal: msg('checkIn.cancelled') });
  });
});
