import { useQuery } from '@tanstack/react-query';
import { trainingPlansApi } from '@common/training-plans';
import { apiQuery } from '@/lib/api-client';

/** An assignment's compliance per plan week, up to today. */
export function useMyCompliance(id: number) {
  return useQuery(apiQuery(trainingPlansApi.assignmentCompliance, { params: { id } }));
}
