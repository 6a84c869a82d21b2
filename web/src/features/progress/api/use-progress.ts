import { useQuery } from '@tanstack/react-query';
import type { Progress, ProgressAthlete } from '@common/review';

/** GET /api/progress/athletes: whose progress the viewer may see (self, linked athletes, or every athlete for a coach). */
export function useProgressAthletes() {
  return useQuery<ProgressAthlete[]>({ queryKey: ['/api/progress/athletes'] });
}

/** GET /api/progress/:athleteId */
export function useProgress(athleteId: number) {
  return useQuery<Progress>({ queryKey: [`/api/progress/${athleteId}`], enabled: athleteId > 0 });
}
