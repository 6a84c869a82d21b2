import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { refreshAfterBookingChange } from '@/features/bookings/my-bookings/refresh-after-change';

/**
 * DELETE /api/waitlist/{id}: leaves the line, or declines an offered place (it goes to the next in
 * line); refreshes the line and the spots and bookings that follow.
 */
export function useLeaveWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number) => callApi(bookingsApi.leaveWaitlist, { params: { id: entryId } }),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
