import { useMutation } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { scheduleApi } from '@common/schedule';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** POST /api/staff/age-exceptions/{id}/revoke: an exception no booking used stops letting its athlete in (audited). */
export function useRevokeAgeException() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => callApi(bookingsApi.revokeAgeException, { params: { id } }),
    // Refreshed on a refusal too: a 409 means it was used (or revoked) meanwhile.
    onSettled: () => refresh([scheduleApi.staffSessions.path]),
  });
}
