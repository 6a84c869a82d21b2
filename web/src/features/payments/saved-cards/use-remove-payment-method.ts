import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { PAYMENT_METHODS_KEY } from '../use-payment-methods';

/** DELETE /api/payment-methods/{id}: forgets a saved card. */
export function useRemovePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => messageSchema.parse(await (await apiRequest('DELETE', `/api/payment-methods/${encodeURIComponent(id)}`)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}
