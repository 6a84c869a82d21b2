import { useQuery } from '@tanstack/react-query';
import type { TrainingSession } from '@common/programs';

export const TRAINING_SESSIONS_KEY = ['/api/training-sessions'] as const;

/** Upcoming active sessions of programs on sale, soonest first (public). */
export function useTrainingSessions() {
  return useQuery<TrainingSession[]>({ queryKey: TRAINING_SESSIONS_KEY });
}
