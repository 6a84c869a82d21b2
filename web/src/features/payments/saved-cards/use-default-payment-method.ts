import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { apiQuery, callApi } from '@/lib/api-client';

/** POST /api/payment-methods/{id}/default: the card renewals and one-click payments use. */
export function useDefaultPaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callApi(paymentsApi.makeDefault, { params: { id } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(paymentsApi.methods)),
  });
}
