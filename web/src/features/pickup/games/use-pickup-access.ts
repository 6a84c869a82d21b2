import { useUser } from '@/lib/use-user';
import { usePlans } from '@/features/subscriptions/api/use-plans';

/** The plans that include pickup games, and whether the signed-in athlete's plan does (undefined while unknown). */
export function usePickupAccess() {
  const { user } = useUser();
  const plans = usePlans({ enabled: user?.role === 'ATHLETE' });
  const list = plans.data ?? [];
  const own = list.find((p) => p.name === user?.subscriptionTier);
  return {
    hasAccess: own ? own.hasPickupGameAccess : undefined,
    planName: own?.displayName,
    includedIn: list.filter((p) => p.hasPickupGameAccess).map((p) => p.displayName),
  };
}
