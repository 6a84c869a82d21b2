import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMethodSchema, type PaymentMethod } from '@common/booking';
import { apiRequest } from '@/lib/api';
import { PAYMENT_METHODS_KEY } from './use-payment-methods';

/** Keeps a card the provider has just charged for next time (brand, last 4 and expiry only). */
export function useSavePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { paymentMethodId: string; setAsDefault: boolean }): Promise<PaymentMethod> =>
      paymentMethodSchema.parse(await (await apiRequest('POST', '/api/payment-methods', input)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}
