import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { subscriptionsApi } from '@common/subscriptions';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/subscription/cancel: the paid plan ends at the end of the period, then Free. The plan
 * and, for a parent, the billing card show the change.
 */
export function useCancelPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => callApi(subscriptionsApi.cancel),
    onSuccess: () => Promise.all([subscriptionsApi.current.path, parentApi.billing.path].map((path) => qc.invalidateQueries({ queryKey: [path] }))),
  });
}
