import { useQuery } from '@tanstack/react-query';
import { receiptsApi } from '@common/receipts';
import { apiQuery } from '@/lib/api-client';

/** The signed-in payer's payments, refunds and credit movements, newest first, each with its receipt number if it has one. */
export function useBillingHistory() {
  return useQuery(apiQuery(receiptsApi.history));
}
