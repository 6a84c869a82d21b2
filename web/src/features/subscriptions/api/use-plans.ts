import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/subscriptions';
import { apiQuery } from '@/lib/api-client';

/** Every plan, cheapest first (public). */
export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(subscriptionsApi.plans), enabled });
}
