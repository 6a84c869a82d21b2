import { useQuery } from '@tanstack/react-query';
import { trainingPlansApi } from '@common/training-plans';
import { apiQuery } from '@/lib/api-client';

/** The plans given to the athlete (a parent: to every linked child), ended ones included. */
export function useMyAssignments() {
  return useQuery(apiQuery(trainingPlansApi.assignments, { query: {} }));
}
