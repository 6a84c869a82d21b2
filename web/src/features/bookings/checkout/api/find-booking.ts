import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@common/booking';
import { MY_BOOKINGS_KEY } from '@/features/bookings/my-bookings/use-my-bookings';
import { bookedFor } from '../lib/booked-for';

/**
 * Reads /api/my-bookings afresh for the confirmed booking of this session and athlete: after a
 * payment whose booking call failed, the provider's event may have booked it already.
 */
export function useFindBooking() {
  const qc = useQueryClient();
  return async (sessionId: number, athleteId: number | undefined): Promise<Booking | null> => {
    try {
      const bookings = await qc.fetchQuery<Booking[]>({ queryKey: MY_BOOKINGS_KEY, staleTime: 0 });
      return bookedFor(bookings, sessionId, athleteId);
    } catch {
      return null;
    }
  };
}
