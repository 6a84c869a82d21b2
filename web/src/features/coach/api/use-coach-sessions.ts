import { useQuery } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery } from '@/lib/api-client';

/** Today's sessions (facility time) with the athletes booked into each. */
export function useCoachSessions() {
  return useQuery(apiQuery(coachApi.sessions));
}
