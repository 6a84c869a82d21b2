import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

/** The link stops working and the invitation goes away. */
export function useRevokeInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => callApi(parentApi.revokeInvitation, { params: { id } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(parentApi.invitations)),
  });
}
