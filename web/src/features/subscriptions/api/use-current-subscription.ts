import { useQuery } from '@tanstack/react-query';
import type { CurrentSubscription } from '@common/plans';

export const CURRENT_SUBSCRIPTION_KEY = ['/api/subscription/current'] as const;

/** The signed-in user's plan, its period and this month's usage against the limits. */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery<CurrentSubscription>({ queryKey: CURRENT_SUBSCRIPTION_KEY, enabled });
}
