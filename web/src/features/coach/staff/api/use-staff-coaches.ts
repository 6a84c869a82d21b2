import { useQuery } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery } from '@/lib/api-client';

export type { StaffCoach } from '@common/coach';

/** Every coach and coach application, for the coach select, approvals and the staff flags. */
export function useStaffCoaches() {
  return useQuery(apiQuery(coachApi.staffCoaches));
}
