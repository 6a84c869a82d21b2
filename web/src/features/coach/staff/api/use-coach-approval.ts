import { useMutation } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** Approves an application (or restores access), or removes coach access. */
export function useCoachApproval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, approved }: { id: number; approved: boolean }) => callApi(coachApi.approval, { params: { id }, body: { approved } }),
    onSuccess: () => refresh([coachApi.staffCoaches.path]),
  });
}
