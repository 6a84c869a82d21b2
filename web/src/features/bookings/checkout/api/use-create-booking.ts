import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { memberApi } from '@common/member';
import { programsApi } from '@common/programs';
import { callApi } from '@/lib/api-client';

/**
 * Books the session that has just been paid for. The server checks the payment with the provider;
 * a second call for the same payment answers the same booking.
 */
export function useCreateBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sessionId: number; paymentIntentId: string }) =>
      callApi(bookingsApi.create, { body: { sessionId: input.sessionId, status: 'CONFIRMED', paymentIntentId: input.paymentIntentId } }),
    onSuccess: () =>
      Promise.all(
        [bookingsApi.mine.path, memberApi.dashboardStats.path, programsApi.sessions.path, programsApi.withSessions.path].map((path) =>
          qc.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
