import { useQuery } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { apiQuery } from '@/lib/api-client';

/** The catalogue on sale, by displayOrder then name (the schedule also reads a chosen program's name from it when it has no sessions). */
export function useTrainingPrograms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(programsApi.list), enabled });
}
