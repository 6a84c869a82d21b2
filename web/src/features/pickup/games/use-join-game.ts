import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { apiQuery, callApi } from '@/lib/api-client';

/** POST /api/pickup-games/{id}/join for a free game (no body); the list is fetched again after. */
export function useJoinGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (gameId: number) => callApi(pickupApi.join, { params: { id: gameId } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(pickupApi.list)),
  });
}
