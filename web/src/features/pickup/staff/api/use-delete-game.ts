import { useMutation } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** DELETE /api/staff/games/{id}: refused (409) once players have joined. */
export function useDeleteGame() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => callApi(pickupApi.remove, { params: { id } }),
    onSuccess: () => refresh([pickupApi.list.path, pickupApi.staffList.path]),
  });
}
