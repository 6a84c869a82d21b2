import { useQuery } from '@tanstack/react-query';
import { scheduleApi } from '@common/schedule';
import { apiQuery } from '@/lib/api-client';

export type { StaffSession } from '@common/schedule';

/** Sessions from that day (YYYY-MM-DD) on (cancelled ones too), by start. */
export function useStaffSessions(from: string) {
  return useQuery(apiQuery(scheduleApi.staffSessions, { query: { from } }));
}
