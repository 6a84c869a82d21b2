import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistEntrySchema, type JoinWaitlistInput } from '@common/waitlist';
import { apiRequest } from '@/lib/api';
import { refreshAfterBookingChange } from '@/features/bookings/my-bookings/refresh-after-change';

/**
 * POST /api/waitlist: joins a full session's line (a parent names the athlete); 201 with the place.
 * Refreshes the line and, as joining may book at once (a place free, the default card), the bookings.
 */
export function useJoinWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: JoinWaitlistInput) => waitlistEntrySchema.parse(await (await apiRequest('POST', '/api/waitlist', input)).json()),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
