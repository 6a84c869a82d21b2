import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { apiQuery } from '@/lib/api-client';

/** Which card provider the server uses: the offline test provider or Stripe (with its public key). */
export function usePaymentConfig() {
  return useQuery(apiQuery(paymentsApi.config));
}
