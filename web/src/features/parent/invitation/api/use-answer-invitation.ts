import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';

export type Answer = 'accept' | 'decline';

/**
 * POST /api/invitations/{token}/accept or /decline, as the signed-in addressee (403 with a message
 * for anyone else). The invitation's own query is left alone: the spent token would now answer 410.
 */
export function useAnswerInvitation(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (answer: Answer) =>
      messageSchema.parse(await (await apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}/${answer}`)).json()),
    // The athlete's profile page lists their linked parents.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/my-parents'] }),
  });
}
