import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { apiQuery, callApi } from '@/lib/api-client';

/**
 * POST /api/pickup-games/{id}/join: with the succeeded payment's intent for a paid game, with no
 * body for a free one. The games list is fetched again after.
 */
export function useJoinGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ gameId, paymentIntentId }: { gameId: number; paymentIntentId?: string }) =>
      callApi(pickupApi.join, { params: { id: gameId }, body: paymentIntentId ? { paymentIntentId } : undefined }),
    onSuccess: () => qc.invalidateQueries(apiQuery(pickupApi.list)),
  });
}
