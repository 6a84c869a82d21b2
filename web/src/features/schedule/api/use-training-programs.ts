import { useQuery } from '@tanstack/react-query';
import type { Program } from '@common/programs';

/** Programs on sale; the schedule reads the chosen program's name from it even when it has no sessions. */
export function useTrainingPrograms({ enabled }: { enabled: boolean }) {
  return useQuery<Program[]>({ queryKey: ['/api/training-programs'], enabled });
}
