import { useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@common/booking';

/** Which card provider the server uses: the offline test provider or Stripe (with its public key). */
export function usePaymentConfig() {
  return useQuery<PaymentConfig>({ queryKey: ['/api/payments/config'] });
}
