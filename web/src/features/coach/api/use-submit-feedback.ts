import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { COACH_MEDIA_KEY } from './use-coach-media';
import { COACH_STATS_KEY } from './use-coach-stats';

const resultSchema = z.object({ id: z.number().int(), message: z.string() });

/**
 * POST /api/coach-feedback {mediaId, feedback, rating} (201): the upload becomes REVIEWED and the
 * athlete is e-mailed. Afterwards the media list and the stats (pending count, average) refresh.
 */
export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { mediaId: number; feedback: string; rating: number }) =>
      resultSchema.parse(await (await apiRequest('POST', '/api/coach-feedback', body)).json()),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: COACH_MEDIA_KEY }), qc.invalidateQueries({ queryKey: COACH_STATS_KEY })]),
  });
}
