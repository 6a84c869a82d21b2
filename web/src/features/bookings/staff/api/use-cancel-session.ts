import { useMutation } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { SCHEDULE_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

/** POST /api/staff/sessions/{id}/cancel: every booking is refunded in full (a credit booking gets its credit back) and its payer e-mailed. */
export function useCancelSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => callApi(bookingsApi.cancelSession, { params: { id } }),
    onSuccess: () => refresh([...SCHEDULE_PATHS, bookingsApi.reports.path]),
  });
}
