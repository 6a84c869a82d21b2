import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

/** 201: the child (13 or older, no login yet) is e-mailed a link to a login of their own (decision 047). */
export function useGiveChildLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, email }: { childId: number; email: string }) =>
      callApi(parentApi.giveChildLogin, { params: { id: childId }, body: { email } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(parentApi.athletes)),
  });
}
