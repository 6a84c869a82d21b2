import { useMutation } from '@tanstack/react-query';
import { staffProgramSchema } from '@common/staff';
import { apiRequest } from '@/lib/api';
import { PROGRAM_PATHS, useRefresh } from '@/lib/staff/refresh';
import type { ProgramInput } from './use-create-program';

export type ProgramUpdate = Partial<ProgramInput> & { archived?: boolean };

/** PATCH /api/staff/programs/{id}: edits, archives ({archived: true}) or restores a program. */
export function useUpdateProgram() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: ProgramUpdate & { id: number }) => staffProgramSchema.parse(await (await apiRequest('PATCH', `/api/staff/programs/${id}`, body)).json()),
    onSuccess: () => refresh(PROGRAM_PATHS),
  });
}
