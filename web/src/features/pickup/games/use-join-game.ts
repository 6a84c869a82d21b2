import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { PICKUP_GAMES_KEY } from './use-pickup-games';

/** POST /api/pickup-games/{id}/join for a free game (no body); the list is fetched again after. */
export function useJoinGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (gameId: number) => messageSchema.parse(await (await apiRequest('POST', `/api/pickup-games/${gameId}/join`)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: PICKUP_GAMES_KEY }),
  });
}
