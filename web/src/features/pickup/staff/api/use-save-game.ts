import { useMutation } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';
import type { GameInput } from '../lib/game-form';

/** POST /api/staff/games (new) or PUT /api/staff/games/{id}; cost in cents. Open play refreshes. */
export function useSaveGame() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...input }: GameInput & { id: number | null }) =>
      id ? callApi(pickupApi.update, { params: { id }, body: input }) : callApi(pickupApi.create, { body: input }),
    onSuccess: () => refresh([pickupApi.list.path, pickupApi.staffList.path]),
  });
}
