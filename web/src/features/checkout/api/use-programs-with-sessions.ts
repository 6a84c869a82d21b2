import { useQuery } from '@tanstack/react-query';
import type { ProgramWithSessions } from '@common/programs';

/** Programs with their upcoming sessions; cached 5 minutes with one retry (part 1, 7.2). */
export function useProgramsWithSessions() {
  return useQuery<ProgramWithSessions[]>({
    queryKey: ['/api/training-programs-with-sessions'],
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}
