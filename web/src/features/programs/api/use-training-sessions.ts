import { useQuery } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { apiQuery } from '@/lib/api-client';

/** Upcoming active sessions of programs on sale, soonest first (public). */
export function useTrainingSessions() {
  return useQuery(apiQuery(programsApi.sessions));
}
