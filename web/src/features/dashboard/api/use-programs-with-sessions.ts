import { useQuery } from '@tanstack/react-query';
import type { ProgramWithSessions } from '@common/programs';

/** Programs with their upcoming sessions, for this week's availability. Part 1, 7.2: cached 5 minutes, one retry. */
export function useProgramsWithSessions() {
  return useQuery<ProgramWithSessions[]>({ queryKey: ['/api/training-programs-with-sessions'], staleTime: 5 * 60 * 1000, retry: 1 });
}
