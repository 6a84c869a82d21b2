import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { PICKUP_GAMES_KEY } from './use-pickup-games';

/** DELETE /api/pickup-games/{id}/join: gives the place back (refunded 24 hours or more ahead); refetches the list. */
export function useLeaveGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (gameId: number) => messageSchema.parse(await (await apiRequest('DELETE', `/api/pickup-games/${gameId}/join`)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: PICKUP_GAMES_KEY }),
  });
}
