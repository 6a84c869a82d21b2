import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/subscriptions';
import { apiQuery } from '@/lib/api-client';

/** The signed-in user's plan, its period and this month's usage against the limits. */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({ ...apiQuery(subscriptionsApi.current), enabled });
}
