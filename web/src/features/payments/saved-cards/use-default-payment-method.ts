import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { PAYMENT_METHODS_KEY } from '../use-payment-methods';

/** POST /api/payment-methods/{id}/default: the card renewals and one-click payments use. */
export function useDefaultPaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => messageSchema.parse(await (await apiRequest('POST', `/api/payment-methods/${encodeURIComponent(id)}/default`)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}
