import { useMutation } from '@tanstack/react-query';
import type { AgeExceptionInput } from '@common/age-groups';
import { bookingsApi } from '@common/bookings';
import { scheduleApi } from '@common/schedule';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/**
 * POST /api/staff/sessions/{id}/age-exceptions: lets one athlete book this session outside its age
 * group, once (audited). The staff path covers the session's list of exceptions.
 */
export function useGrantAgeException(sessionId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: AgeExceptionInput) => callApi(bookingsApi.grantAgeException, { params: { id: sessionId }, body: input }),
    onSettled: () => refresh([scheduleApi.staffSessions.path]),
  });
}
