import { useQuery } from '@tanstack/react-query';
import type { ProgramWithSessions } from '@common/programs';

export const PROGRAMS_WITH_SESSIONS_KEY = ['/api/training-programs-with-sessions'] as const;

/** Programs on sale with their upcoming sessions, by displayOrder then name (the server sorts). Part 1, 7.2: cached 5 minutes, one retry. */
export function useProgramsWithSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<ProgramWithSessions[]>({
    queryKey: PROGRAMS_WITH_SESSIONS_KEY,
    staleTime: 5 * 60 * 1000,
    retry: 1,
    enabled,
  });
}
