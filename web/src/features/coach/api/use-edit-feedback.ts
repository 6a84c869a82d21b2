import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery, callApi } from '@/lib/api-client';

/** PATCH /api/coach-feedback/{id} {feedback, rating}: the author's feedback changes (no new e-mail); the list and the average refresh. */
export function useEditFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: number; feedback: string; rating: number }) => callApi(coachApi.editFeedback, { params: { id }, body }),
    onSuccess: () => Promise.all([qc.invalidateQueries(apiQuery(coachApi.media)), qc.invalidateQueries(apiQuery(coachApi.stats))]),
  });
}
