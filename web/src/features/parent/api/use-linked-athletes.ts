import { useQuery } from '@tanstack/react-query';
import type { LinkedAthlete } from '@common/parent';

export const LINKED_ATHLETES_KEY = ['/api/parent/athletes'] as const;

/** GET /api/parent/athletes: the athletes actively linked to the signed-in parent. */
export function useLinkedAthletes({ enabled }: { enabled: boolean }) {
  return useQuery<LinkedAthlete[]>({ queryKey: LINKED_ATHLETES_KEY, enabled });
}
