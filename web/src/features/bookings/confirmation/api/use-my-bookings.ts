import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

/** The bookings the signed-in user paid for or is booked into. */
export function useMyBookings() {
  return useQuery(apiQuery(bookingsApi.mine));
}
