import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@common/plans';

/** Every plan, cheapest first (public). */
export function usePlans() {
  return useQuery<Plan[]>({ queryKey: ['/api/subscription/plans'] });
}
