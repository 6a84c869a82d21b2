import { useQuery } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { apiQuery } from '@/lib/api-client';

/** The catalogue on sale, by displayOrder then name. */
export function useTrainingPrograms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(programsApi.list), enabled });
}
