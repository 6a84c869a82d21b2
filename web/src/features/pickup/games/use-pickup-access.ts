import type { Plan } from '@common/subscriptions';
import { useUser } from '@/lib/use-user';
import { usePlans } from '@/features/subscriptions/api/use-plans';

/** The plans that include pickup games, and whether the signed-in athlete's plan does (undefined while unknown). */
export function usePickupAccess() {
  const { user } = useUser();
  const plans = usePlans({ enabled: user?.role === 'ATHLETE' });
  const list = plans.data ?? [];
  const own = list.find((p) => p.name === user?.subscriptionTier);
  // The plans' lines say what the server lets each plan do (decision 049).
  const sellsGames = (p: Plan) => p.includes.some((l) => l.key === 'pickupGames');
  return {
    hasAccess: own ? sellsGames(own) : undefined,
    planName: own?.displayName,
    includedIn: list.filter(sellsGames).map((p) => p.displayName),
  };
}
