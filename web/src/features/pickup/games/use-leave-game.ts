import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { apiQuery, callApi } from '@/lib/api-client';

/** DELETE /api/pickup-games/{id}/join: gives the place back (refunded 24 hours or more ahead); refetches the list. */
export function useLeaveGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (gameId: number) => callApi(pickupApi.leave, { params: { id: gameId } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(pickupApi.list)),
  });
}
