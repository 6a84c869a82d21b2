import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@common/booking';

/** The bookings the signed-in user paid for or is booked into. */
export function useMyBookings() {
  return useQuery<Booking[]>({ queryKey: ['/api/my-bookings'] });
}
