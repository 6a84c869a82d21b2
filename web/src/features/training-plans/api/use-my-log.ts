import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingPlansApi, type LogInput } from '@common/training-plans';
import { callApi } from '@/lib/api-client';

/** Saves one exercise's log (idempotent); the calendar, today and compliance are read again after. */
export function useMyLog(assignmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ date, exerciseId, body }: { date: string; exerciseId: string; body: LogInput }) =>
      callApi(trainingPlansApi.log, { params: { id: assignmentId, date, exerciseId }, body }),
    // The calendar, compliance, today and the list: every key under these two prefixes.
    onSuccess: () =>
      qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && /^\/api\/(plan-assignments|my-training)\//.test(q.queryKey[0]) }),
  });
}
