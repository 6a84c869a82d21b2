import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@common/endpoint';
import { trainingPlansApi } from '@common/training-plans';
import { callApi } from '@/lib/api-client';

/** Posts a comment on one day of an assignment; the calendar is read again after. */
export function useMyDayComment(assignmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: string }) => callApi(trainingPlansApi.comment, { params: { id: assignmentId, date }, body: { body } }),
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(pathOf(trainingPlansApi.assignment, { id: assignmentId })),
      }),
  });
}
