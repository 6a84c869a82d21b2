import { useQuery } from '@tanstack/react-query';
import type { CoachAthlete } from '@common/coach';

/** GET /api/coach/athletes: every athlete, by last name. */
export function useCoachAthletes() {
  return useQuery<CoachAthlete[]>({ queryKey: ['/api/coach/athletes'] });
}
