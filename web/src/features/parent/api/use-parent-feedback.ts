import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { parentApi, type parentFeedbackSchema } from '@common/parent';
import { apiQuery } from '@/lib/api-client';
import { athleteQuery } from '../lib/athlete-scope';

export type ParentFeedback = z.infer<typeof parentFeedbackSchema>;

/** Coach reviews of the athletes' media (one athlete's, or every one's), newest first. */
export function useParentFeedback({ athleteId, enabled }: { athleteId: number | undefined; enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.feedback, athleteQuery(athleteId)), enabled });
}
