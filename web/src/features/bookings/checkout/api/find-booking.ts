import { useQueryClient } from '@tanstack/react-query';
import { bookingsApi, type Booking } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';
import { bookedFor } from '../lib/booked-for';

/**
 * Reads /api/my-bookings afresh for the confirmed booking of this session and athlete: after a
 * payment whose booking call failed, the provider's event may have booked it already.
 */
export function useFindBooking() {
  const qc = useQueryClient();
  return async (sessionId: number, athleteId: number | undefined): Promise<Booking | null> => {
    try {
      const bookings = await qc.fetchQuery({ ...apiQuery(bookingsApi.mine), staleTime: 0 });
      return bookedFor(bookings, sessionId, athleteId);
    } catch {
      return null;
    }
  };
}
