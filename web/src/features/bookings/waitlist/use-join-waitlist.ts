import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import type { JoinWaitlistInput } from '@common/waitlist';
import { callApi } from '@/lib/api-client';
import { refreshAfterBookingChange } from '@/features/bookings/my-bookings/refresh-after-change';

/**
 * POST /api/waitlist: joins a full session's line (a parent names the athlete); 201 with the place.
 * Refreshes the line and, as joining may book at once (a place free, the default card), the bookings.
 */
export function useJoinWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: JoinWaitlistInput) => callApi(bookingsApi.joinWaitlist, { body: input }),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
