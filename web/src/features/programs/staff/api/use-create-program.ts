import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffProgramSchema, type programInputSchema } from '@common/staff';
import { apiRequest } from '@/lib/api';
import { PROGRAM_PATHS, useRefresh } from '@/lib/staff/refresh';

export type ProgramInput = z.output<typeof programInputSchema>;

/** POST /api/staff/programs (201): a new program, last in the catalogue order. */
export function useCreateProgram() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ProgramInput) => staffProgramSchema.parse(await (await apiRequest('POST', '/api/staff/programs', input)).json()),
    onSuccess: () => refresh(PROGRAM_PATHS),
  });
}
