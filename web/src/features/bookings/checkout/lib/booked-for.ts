import type { Booking } from '@common/bookings';

/** The confirmed booking of this session for this athlete (any athlete of the list when not given), or null. */
export function bookedFor(bookings: Booking[], sessionId: number, athleteId: number | undefined): Booking | null {
  return bookings.find((b) => b.status === 'CONFIRMED' && b.session.id === sessionId && (athleteId === undefined || b.athlete.id === athleteId)) ?? null;
}
