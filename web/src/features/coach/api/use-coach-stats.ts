import { useQuery } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery } from '@/lib/api-client';

/** Today's sessions, pending uploads, athletes and this coach's average rating. */
export function useCoachStats() {
  return useQuery(apiQuery(coachApi.stats));
}
