import { useQuery } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery } from '@/lib/api-client';

/** Every athlete, by last name. */
export function useCoachAthletes() {
  return useQuery(apiQuery(coachApi.athletes));
}
