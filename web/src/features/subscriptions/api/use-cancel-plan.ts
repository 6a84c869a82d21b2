import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/plans';
import { apiQuery, callApi } from '@/lib/api-client';

/** POST /api/subscription/cancel: the paid plan ends at the end of the period, then Free. */
export function useCancelPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => callApi(subscriptionsApi.cancel),
    onSuccess: () => qc.invalidateQueries(apiQuery(subscriptionsApi.current)),
  });
}
