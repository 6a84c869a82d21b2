import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { parentFeedbackSchema } from '@common/parent';
import { withAthlete } from '../lib/athlete-scope';

export type ParentFeedback = z.infer<typeof parentFeedbackSchema>;

/** GET /api/parent/coach-feedback[?athleteId=]: coach reviews of the athletes' media, newest first. */
export function useParentFeedback({ athleteId, enabled }: { athleteId: number | undefined; enabled: boolean }) {
  return useQuery<ParentFeedback[]>({ queryKey: [withAthlete('/api/parent/coach-feedback', athleteId)], enabled });
}
