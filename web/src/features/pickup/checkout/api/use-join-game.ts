import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { PICKUP_GAMES_KEY } from '@/features/pickup/games/use-pickup-games';

/**
 * POST /api/pickup-games/{id}/join: with the succeeded payment's intent for a paid game, with no
 * body for a free one. The games list is fetched again after.
 */
export function useJoinGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ gameId, paymentIntentId }: { gameId: number; paymentIntentId?: string }) =>
      messageSchema.parse(await (await apiRequest('POST', `/api/pickup-games/${gameId}/join`, paymentIntentId ? { paymentIntentId } : undefined)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: PICKUP_GAMES_KEY }),
  });
}
