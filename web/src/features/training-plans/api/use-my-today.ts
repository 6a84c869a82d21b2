import { useQuery } from '@tanstack/react-query';
import { trainingPlansApi } from '@common/training-plans';
import { apiQuery } from '@/lib/api-client';

/** Today's workout of every live assignment: the athlete's own, or (a parent) their children's. */
export function useMyToday(athleteId?: number) {
  return useQuery(apiQuery(trainingPlansApi.today, { query: athleteId ? { athleteId } : {} }));
}
