import { useMutation } from '@tanstack/react-query';
import type { Tier } from '@common/auth';
import { subscriptionsApi } from '@common/subscriptions';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';
import type { PlanUpdate } from '../lib/plan-form';

/** PATCH /api/staff/plans/{name}: price (dollars), texts and limits (-1 = unlimited). */
export function useUpdatePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ name, ...body }: PlanUpdate & { name: Tier }) => callApi(subscriptionsApi.updatePlan, { params: { name }, body }),
    // The plans as listed and the member's current plan (its limits).
    onSuccess: () => refresh([subscriptionsApi.plans.path, subscriptionsApi.staffPlans.path, subscriptionsApi.current.path]),
  });
}
