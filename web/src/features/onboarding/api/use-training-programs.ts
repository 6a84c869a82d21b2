import { useQuery } from '@tanstack/react-query';
import type { Program } from '@common/programs';

export const TRAINING_PROGRAMS_KEY = ['/api/training-programs'] as const;

/** GET /api/training-programs: the catalogue on sale, by displayOrder then name. */
export function useTrainingPrograms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Program[]>({ queryKey: TRAINING_PROGRAMS_KEY, enabled });
}
