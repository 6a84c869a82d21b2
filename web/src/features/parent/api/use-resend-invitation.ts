import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

/** A new link for 7 more days (the old one stops working). */
export function useResendInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => callApi(parentApi.resendInvitation, { params: { id } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(parentApi.invitations)),
  });
}
