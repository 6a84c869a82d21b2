import { useQuery } from '@tanstack/react-query';
import type { ReportRow } from '../lib/report-pivot';

export const reportsPath = (weeks: number) => `/api/staff/reports?weeks=${weeks}`;

/** GET /api/staff/reports?weeks=N: bookings and net revenue (dollars) per program and week of the session. */
export function useReports(weeks: number) {
  return useQuery<ReportRow[]>({ queryKey: [reportsPath(weeks)] });
}
