import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@common/plans';

export const PLANS_KEY = ['/api/subscription/plans'] as const;

/** GET /api/subscription/plans: the plans with their prices and limits. */
export function usePlans() {
  return useQuery<Plan[]>({ queryKey: PLANS_KEY });
}
