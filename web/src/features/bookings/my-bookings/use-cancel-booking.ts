import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { refreshAfterBookingChange } from './refresh-after-change';

/** POST /api/session-bookings/{id}/cancel (no body): cancels, refunding in full 24 hours or more ahead. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) => callApi(bookingsApi.cancel, { params: { id: bookingId } }),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
