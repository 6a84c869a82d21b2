import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/subscriptions';
import { apiQuery } from '@/lib/api-client';

/** The display names of the plans that include the premium library (from what each plan sells). */
export function usePlansWithLibrary(): string[] {
  const plans = useQuery(apiQuery(subscriptionsApi.plans));
  return (plans.data ?? []).filter((p) => p.includes.some((l) => l.key === 'premiumContent')).map((p) => p.displayName);
}
