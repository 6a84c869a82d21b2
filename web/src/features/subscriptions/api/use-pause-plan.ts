import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { subscriptionsApi } from '@common/subscriptions';
import { callApi } from '@/lib/api-client';

const refresh = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([subscriptionsApi.current.path, parentApi.billing.path].map((path) => qc.invalidateQueries({ queryKey: [path] })));

/** POST /api/subscription/pause: the plan pauses for 1-3 months from the end of the paid period (issue 29). */
export function usePausePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (months: 1 | 2 | 3) => callApi(subscriptionsApi.pause, { body: { months } }),
    onSuccess: () => refresh(qc),
  });
}

/** DELETE /api/subscription/pause: a pause that has not started is taken back; the plan renews as usual. */
export function useKeepPlanRunning() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => callApi(subscriptionsApi.keepRunning),
    onSuccess: () => refresh(qc),
  });
}
