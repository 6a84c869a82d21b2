import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';

/** DELETE /api/staff/games/{id}: refused (409) once players have joined. */
export function useDeleteGame() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('DELETE', `/api/staff/games/${id}`)).json() as Promise<{ message: string }>,
    onSuccess: () => refresh(['/api/pickup-games']),
  });
}
