import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { apiQuery, callApi } from '@/lib/api-client';
import { PROGRAM_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

/** The catalogue order, first to last. The list moves at once and goes back if the server refuses. */
export function useReorderPrograms() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  const { queryKey } = apiQuery(programsApi.staffList);
  return useMutation({
    mutationFn: async (ids: number[]) => callApi(programsApi.reorder, { body: { ids } }),
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey });
      const before = qc.getQueryData(queryKey);
      if (before) {
        const moved = ids.map((id) => before.find((p) => p.id === id)!).filter(Boolean);
        qc.setQueryData(queryKey, [...moved, ...before.filter((p) => !ids.includes(p.id))]);
      }
      return { before };
    },
    onError: (_e, _ids, context) => context?.before && qc.setQueryData(queryKey, context.before),
    onSettled: () => refresh(PROGRAM_PATHS),
  });
}
