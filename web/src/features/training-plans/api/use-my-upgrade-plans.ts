import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/subscriptions';
import { apiQuery } from '@/lib/api-client';

/** The plans on sale (public), to name those that include training plans. */
export function useMyUpgradePlans() {
  return useQuery(apiQuery(subscriptionsApi.plans));
}
