import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

/** The child's open invitation again, with a new link for 7 days (the old one stops working). */
export function useResendChildLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (childId: number) => callApi(parentApi.resendChildLogin, { params: { id: childId } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(parentApi.athletes)),
  });
}
