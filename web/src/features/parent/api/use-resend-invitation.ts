import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { INVITATIONS_KEY } from './use-invitations';

/** POST /api/parent/invitations/{id}/resend: a new link for 7 more days (the old one stops working). */
export function useResendInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => messageSchema.parse(await (await apiRequest('POST', `/api/parent/invitations/${id}/resend`)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
