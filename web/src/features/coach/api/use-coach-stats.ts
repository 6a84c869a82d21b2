import { useQuery } from '@tanstack/react-query';
import type { CoachStats } from '@common/coach';

export const COACH_STATS_KEY = ['/api/coach/stats'] as const;

/** GET /api/coach/stats: today's sessions, pending uploads, athletes and this coach's average rating. */
export function useCoachStats() {
  return useQuery<CoachStats>({ queryKey: COACH_STATS_KEY });
}
