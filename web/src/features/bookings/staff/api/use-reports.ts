import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

/** GET /api/staff/reports?weeks=N: bookings and net revenue (dollars) per program and week of the session. */
export function useReports(weeks: number) {
  return useQuery(apiQuery(bookingsApi.reports, { query: { weeks } }));
}
