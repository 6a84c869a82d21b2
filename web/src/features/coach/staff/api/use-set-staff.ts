import { useMutation } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** Grants or removes staff access (never one's own). */
export function useSetStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, isStaff }: { id: number; isStaff: boolean }) => callApi(coachApi.setStaff, { params: { id }, body: { isStaff } }),
    onSuccess: () => refresh([coachApi.staffCoaches.path]),
  });
}
