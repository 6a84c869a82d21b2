import { useQuery } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { apiQuery } from '@/lib/api-client';

/** Programs on sale with their upcoming sessions, by displayOrder then name (the server sorts). Part 1, 7.2: cached 5 minutes, one retry. */
export function useProgramsWithSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(programsApi.withSessions), staleTime: 5 * 60 * 1000, retry: 1, enabled });
}
