import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/plans';
import { apiQuery } from '@/lib/api-client';

/** GET /api/subscription/plans: the plans with their prices and limits. */
export function usePlans() {
  return useQuery(apiQuery(subscriptionsApi.plans));
}
