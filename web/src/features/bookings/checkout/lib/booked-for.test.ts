import { describe, expect, it } from 'vitest';
import type { Booking } from '@common/bookings';
import { bookedFor } from './booked-for';

const booking = (id: number, sessionId: number, athleteId: number, status: Booking['status'] = 'CONFIRMED') =>
  ({ id, status, session: { id: sessionId }, athlete: { id: athleteId } }) as Booking;

describe('bookedFor', () => {
  const list = [booking(1, 10, 5, 'CANCELLED'), booking(2, 11, 5), booking(3, 10, 6), booking(4, 10, 5)];

  it('finds the confirmed booking of the session for the athlete', () => {
    expect(bookedFor(list, 10, 5)?.id).toBe(4);
    expect(bookedFor(list, 10, 6)?.id).toBe(3);
  });

  it('takes any athlete of the list when none is named (an athlete sees only their own)', () => {
    expect(bookedFor([booking(7, 12, 9)], 12, undefined)?.id).toBe(7);
  });

  it('is null when the session was not booked, or only a cancelled booking is left', () => {
    expect(bookedFor(list, 99, 5)).toBeNull();
    expect(bookedFor([booking(1, 10, 5, 'CANCELLED')], 10, 5)).toBeNull();
  });
});
