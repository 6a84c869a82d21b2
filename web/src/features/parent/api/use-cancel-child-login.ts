import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

/** The child's open invitation goes away and its link stops working. */
export function useCancelChildLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (childId: number) => callApi(parentApi.cancelChildLogin, { params: { id: childId } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(parentApi.athletes)),
  });
}
