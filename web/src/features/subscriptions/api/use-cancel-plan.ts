import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { CURRENT_SUBSCRIPTION_KEY } from './use-current-subscription';

/** POST /api/subscription/cancel: the paid plan ends at the end of the period, then Free. */
export function useCancelPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => messageSchema.parse(await (await apiRequest('POST', '/api/subscription/cancel')).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION_KEY }),
  });
}
