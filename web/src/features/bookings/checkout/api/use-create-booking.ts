import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionBookingResultSchema } from '@common/booking';
import { apiRequest } from '@/lib/api';

/**
 * Books the session that has just been paid for. The server checks the payment with the provider;
 * a second call for the same payment answers the same booking.
 */
export function useCreateBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sessionId: number; paymentIntentId: string }) =>
      sessionBookingResultSchema.parse(
        await (await apiRequest('POST', '/api/session-bookings', { sessionId: input.sessionId, status: 'CONFIRMED', paymentIntentId: input.paymentIntentId })).json(),
      ),
    onSuccess: () =>
      Promise.all(
        ['/api/my-bookings', '/api/dashboard-stats', '/api/training-sessions', '/api/training-programs-with-sessions'].map((path) =>
          qc.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
