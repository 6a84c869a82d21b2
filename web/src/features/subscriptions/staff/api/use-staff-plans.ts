import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/subscriptions';
import { apiQuery } from '@/lib/api-client';

/** The plans as staff edit them: the English copy, and the Spanish beside it (decision 066). */
export function useStaffPlans() {
  return useQuery(apiQuery(subscriptionsApi.staffPlans));
}
