import { useQuery } from '@tanstack/react-query';
import { trainingPlansApi } from '@common/training-plans';
import { apiQuery } from '@/lib/api-client';

/** The sample plan's first week a member without training plans sees. */
export function useMyPreview(enabled: boolean) {
  return useQuery({ ...apiQuery(trainingPlansApi.preview), enabled });
}
