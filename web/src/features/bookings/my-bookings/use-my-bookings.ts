import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

/** The signed-in member's bookings (paid for or attended), in session order. */
export function useMyBookings() {
  return useQuery(apiQuery(bookingsApi.mine));
}
