import { useMutation } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { SCHEDULE_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

/**
 * POST /api/staff/waitlist/{id}/offer: the session gets one more place, held for that person at
 * once (e-mailed; booked and charged straight away when they chose automatic booking, hence the
 * roster and the reports refresh too; on a refusal as well, as the line changed meanwhile).
 */
export function useOfferPlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => callApi(bookingsApi.offerPlace, { params: { id } }),
    onSettled: () => refresh([...SCHEDULE_PATHS, bookingsApi.reports.path]),
  });
}
