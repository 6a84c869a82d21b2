import { useQuery } from '@tanstack/react-query';
import { progressApi } from '@common/progress';
import { apiQuery } from '@/lib/api-client';

/** Whose progress the viewer may see (self, linked athletes, or every athlete for a coach). */
export function useProgressAthletes() {
  return useQuery(apiQuery(progressApi.athletes));
}

/** One athlete's progress over time (nothing asked before an athlete is chosen). */
export function useProgress(athleteId: number) {
  return useQuery({ ...apiQuery(progressApi.detail, { params: { athleteId } }), enabled: athleteId > 0 });
}
