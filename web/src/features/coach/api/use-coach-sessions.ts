import { useQuery } from '@tanstack/react-query';
import type { CoachSession } from '@common/coach';

/** GET /api/coach/sessions: today's sessions (facility time) with the athletes booked into each. */
export function useCoachSessions() {
  return useQuery<CoachSession[]>({ queryKey: ['/api/coach/sessions'] });
}
