import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelResultSchema } from '@common/member';
import { apiRequest } from '@/lib/api';
import { refreshAfterBookingChange } from './refresh-after-change';

/** POST /api/session-bookings/{id}/cancel (no body): cancels, refunding in full 24 hours or more ahead. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) =>
      cancelResultSchema.parse(await (await apiRequest('POST', `/api/session-bookings/${bookingId}/cancel`)).json()),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
