import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';

/** DELETE /api/staff/posts/{id}. */
export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('DELETE', `/api/staff/posts/${id}`)).json() as Promise<{ message: string }>,
    onSuccess: () => refresh(['/api/content-feed']),
  });
}
