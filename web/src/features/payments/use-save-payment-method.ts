import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PaymentMethod, paymentsApi } from '@common/payments';
import { apiQuery, callApi } from '@/lib/api-client';

/** Keeps a card the provider has just charged for next time (brand, last 4 and expiry only). */
export function useSavePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { paymentMethodId: string; setAsDefault: boolean }): Promise<PaymentMethod> => callApi(paymentsApi.saveMethod, { body: input }),
    onSuccess: () => qc.invalidateQueries(apiQuery(paymentsApi.methods)),
  });
}
