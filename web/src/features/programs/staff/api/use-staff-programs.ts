import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffProgramSchema } from '@common/staff';

export type StaffProgram = z.infer<typeof staffProgramSchema>;

export const STAFF_PROGRAMS_KEY = ['/api/staff/programs'] as const;

/** GET /api/staff/programs: every program, archived ones last, in catalogue order. */
export function useStaffPrograms() {
  return useQuery<StaffProgram[]>({ queryKey: STAFF_PROGRAMS_KEY });
}
