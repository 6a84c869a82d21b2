import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@common/booking';

export const MY_BOOKINGS_KEY = ['/api/my-bookings'] as const;

/** The signed-in member's bookings (paid for or attended), in session order. */
export function useMyBookings() {
  return useQuery<Booking[]>({ queryKey: MY_BOOKINGS_KEY });
}
