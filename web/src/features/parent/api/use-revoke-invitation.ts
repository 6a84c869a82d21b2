import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { INVITATIONS_KEY } from './use-invitations';

/** POST /api/parent/invitations/{id}/revoke: the link stops working and the invitation goes away. */
export function useRevokeInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => messageSchema.parse(await (await apiRequest('POST', `/api/parent/invitations/${id}/revoke`)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
