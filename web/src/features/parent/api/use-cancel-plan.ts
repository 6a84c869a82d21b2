import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { PARENT_BILLING_KEY } from './use-parent-billing';

/** POST /api/subscription/cancel: the paid plan stays until the period ends, then moves to Free. */
export function useCancelPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => messageSchema.parse(await (await apiRequest('POST', '/api/subscription/cancel')).json()),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: PARENT_BILLING_KEY }), qc.invalidateQueries({ queryKey: ['/api/subscription/current'] })]),
  });
}
