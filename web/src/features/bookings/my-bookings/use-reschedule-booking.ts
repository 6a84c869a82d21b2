import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { refreshAfterBookingChange } from './refresh-after-change';

const rescheduleResultSchema = z.object({ message: z.string(), sessionId: z.number().int() });

/** POST /api/session-bookings/{id}/reschedule {newSessionId}: moves the booking within its program. */
export function useRescheduleBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, newSessionId }: { bookingId: number; newSessionId: number }) =>
      rescheduleResultSchema.parse(
        await (await apiRequest('POST', `/api/session-bookings/${bookingId}/reschedule`, { newSessionId })).json(),
      ),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
