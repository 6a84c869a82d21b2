import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@common/plans';
import { apiQuery } from '@/lib/api-client';
import { useUser } from '@/lib/use-user';

/** The plans that include pickup games, and whether the signed-in athlete's plan does (undefined while unknown). */
export function usePickupAccess() {
  const { user } = useUser();
  const plans = useQuery({ ...apiQuery(subscriptionsApi.plans), enabled: user?.role === 'ATHLETE' });
  const list = plans.data ?? [];
  const own = list.find((p) => p.name === user?.subscriptionTier);
  return {
    hasAccess: own ? own.hasPickupGameAccess : undefined,
    planName: own?.displayName,
    includedIn: list.filter((p) => p.hasPickupGameAccess).map((p) => p.displayName),
  };
}
