import type { QueryClient } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/subscriptions';
import { apiQuery } from '@/lib/api-client';
import { USER_KEY } from '@/lib/use-user';

/** After the plan changed: the current plan and the user (whose subscriptionTier changed). */
export const refreshPlan = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries(apiQuery(subscriptionsApi.current)), qc.invalidateQueries({ queryKey: USER_KEY })]);
