import { useMutation } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { callApi } from '@/lib/api-client';
import { PROGRAM_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';
import type { ProgramInput } from './use-create-program';

export type ProgramUpdate = Partial<ProgramInput> & { archived?: boolean };

/** Edits, archives ({archived: true}) or restores a program. */
export function useUpdateProgram() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: ProgramUpdate & { id: number }) => callApi(programsApi.staffUpdate, { params: { id }, body }),
    onSuccess: () => refresh(PROGRAM_PATHS),
  });
}
