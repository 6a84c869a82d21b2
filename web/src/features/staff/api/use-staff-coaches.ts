import { useQuery } from '@tanstack/react-query';

export interface StaffCoach {
  id: number;
  name: string;
  email: string;
  isStaff: boolean;
}

export const STAFF_COACHES_KEY = ['/api/staff/coaches'] as const;

/** GET /api/staff/coaches: every coach, for the coach select and the staff flags. */
export function useStaffCoaches() {
  return useQuery<StaffCoach[]>({ queryKey: STAFF_COACHES_KEY });
}
