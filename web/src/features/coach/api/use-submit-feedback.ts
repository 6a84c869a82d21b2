import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery, callApi } from '@/lib/api-client';

/**
 * {mediaId, feedback, rating} (201): the upload becomes REVIEWED and the athlete is e-mailed.
 * Afterwards the media list and the stats (pending count, average) refresh.
 */
export function useSubmitFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { mediaId: number; feedback: string; rating: number }) => callApi(coachApi.feedback, { body }),
    onSuccess: () => Promise.all([qc.invalidateQueries(apiQuery(coachApi.media)), qc.invalidateQueries(apiQuery(coachApi.stats))]),
  });
}
