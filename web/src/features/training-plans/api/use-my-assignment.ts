import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trainingPlansApi } from '@common/training-plans';
import { apiQuery } from '@/lib/api-client';

/** One assignment's calendar from `from` to `to` (default: the current plan week and the next). */
export function useMyAssignment(id: number, from?: string, to?: string) {
  return useQuery({
    ...apiQuery(trainingPlansApi.assignment, { params: { id }, query: from && to ? { from, to } : {} }),
    placeholderData: keepPreviousData,
  });
}
