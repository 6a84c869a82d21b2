import { useQuery } from '@tanstack/react-query';
import type { CoachStatus } from '@common/coach-approval';

export interface StaffCoach {
  id: number;
  name: string;
  email: string;
  isStaff: boolean;
  /** PENDING: an application waiting for staff; REVOKED: access removed (issue 16). */
  coachStatus: CoachStatus;
  appliedAt: string;
}

export const STAFF_COACHES_KEY = ['/api/staff/coaches'] as const;

/** GET /api/staff/coaches: every coach and coach application, for the coach select, approvals and the staff flags. */
export function useStaffCoaches() {
  return useQuery<StaffCoach[]>({ queryKey: STAFF_COACHES_KEY });
}
