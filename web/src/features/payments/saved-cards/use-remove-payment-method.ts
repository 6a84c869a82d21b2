import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { apiQuery, callApi } from '@/lib/api-client';

/** DELETE /api/payment-methods/{id}: forgets a saved card. */
export function useRemovePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callApi(paymentsApi.removeMethod, { params: { id } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(paymentsApi.methods)),
  });
}
