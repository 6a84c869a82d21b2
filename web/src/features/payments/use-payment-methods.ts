import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { apiQuery } from '@/lib/api-client';

/** The payer's saved cards, the default first (asked only when enabled, e.g. once signed in). */
export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(paymentsApi.methods), enabled });
}
