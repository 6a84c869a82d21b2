import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { subscriptionsApi } from '@common/plans';
import { apiQuery, callApi } from '@/lib/api-client';

/** POST /api/subscription/cancel: the paid plan stays until the period ends, then moves to Free. */
export function useCancelPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => callApi(subscriptionsApi.cancel),
    onSuccess: () => Promise.all([qc.invalidateQueries(apiQuery(parentApi.billing)), qc.invalidateQueries(apiQuery(subscriptionsApi.current))]),
  });
}
