import { useMutation } from '@tanstack/react-query';
import { alumniApi } from '@common/alumni';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** Deletes a story; the lists and the stories refresh (every key under /api/alumni). */
export function useDeleteAlumni() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => callApi(alumniApi.remove, { params: { id } }),
    onSuccess: () => refresh([alumniApi.list.path, alumniApi.staffList.path]),
  });
}
