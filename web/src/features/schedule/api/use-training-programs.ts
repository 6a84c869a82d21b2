import { useQuery } from '@tanstack/react-query';
import { programsApi } from '@common/programs';
import { apiQuery } from '@/lib/api-client';

/** Programs on sale; the schedule reads the chosen program's name from it even when it has no sessions. */
export function useTrainingPrograms({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(programsApi.list), enabled });
}
