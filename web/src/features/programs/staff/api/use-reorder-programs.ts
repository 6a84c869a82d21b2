import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { STAFF_PROGRAMS_KEY, type StaffProgram } from './use-staff-programs';
import { PROGRAM_PATHS, useRefresh } from '@/lib/staff/refresh';

/**
 * POST /api/staff/programs/reorder {ids}: the catalogue order, first to last. The list moves at once
 * and goes back if the server refuses.
 */
export function useReorderPrograms() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (ids: number[]) => apiRequest('POST', '/api/staff/programs/reorder', { ids }),
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey: STAFF_PROGRAMS_KEY });
      const before = qc.getQueryData<StaffProgram[]>(STAFF_PROGRAMS_KEY);
      if (before) {
        const moved = ids.map((id) => before.find((p) => p.id === id)!).filter(Boolean);
        qc.setQueryData(STAFF_PROGRAMS_KEY, [...moved, ...before.filter((p) => !ids.includes(p.id))]);
      }
      return { before };
    },
    onError: (_e, _ids, context) => context?.before && qc.setQueryData(STAFF_PROGRAMS_KEY, context.before),
    onSettled: () => refresh(PROGRAM_PATHS),
  });
}
