import { useQuery } from '@tanstack/react-query';
import type { LinkedAthlete } from '@common/parent';

/** A parent's linked athletes: the people a parent can put in line (same query as checkout's). */
export function useLinkedAthletes(enabled: boolean) {
  return useQuery<LinkedAthlete[]>({ queryKey: ['/api/parent/athletes'], enabled });
}
