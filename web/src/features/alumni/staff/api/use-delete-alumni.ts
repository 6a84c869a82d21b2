import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';

/** DELETE /api/staff/alumni/{id}. */
export function useDeleteAlumni() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('DELETE', `/api/staff/alumni/${id}`)).json() as Promise<{ message: string }>,
    onSuccess: () => refresh(['/api/alumni']),
  });
}
