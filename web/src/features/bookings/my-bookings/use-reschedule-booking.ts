import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { refreshAfterBookingChange } from './refresh-after-change';

/** POST /api/session-bookings/{id}/reschedule {newSessionId}: moves the booking within its program. */
export function useRescheduleBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, newSessionId }: { bookingId: number; newSessionId: number }) =>
      callApi(bookingsApi.reschedule, { params: { id: bookingId }, body: { newSessionId } }),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
