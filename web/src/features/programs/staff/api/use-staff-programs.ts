import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { programsApi, type staffProgramSchema } from '@common/programs';
import { apiQuery } from '@/lib/api-client';

export type StaffProgram = z.infer<typeof staffProgramSchema>;

/** Every program, archived ones last, in catalogue order. */
export function useStaffPrograms() {
  return useQuery(apiQuery(programsApi.staffList));
}
