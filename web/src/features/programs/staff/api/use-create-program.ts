import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { programsApi, type programInputSchema } from '@common/programs';
import { callApi } from '@/lib/api-client';
import { PROGRAM_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

export type ProgramInput = z.output<typeof programInputSchema>;

/** A new program, last in the catalogue order. */
export function useCreateProgram() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ProgramInput) => callApi(programsApi.staffCreate, { body: input }),
    onSuccess: () => refresh(PROGRAM_PATHS),
  });
}
