import { useQuery } from '@tanstack/react-query';
import { receiptsApi } from '@common/receipts';
import { apiQuery } from '@/lib/api-client';

/** One receipt as it was issued (its payer's, or any for staff; 404 otherwise). A 404 is an answer: not retried. */
export function useReceipt(number: number) {
  return useQuery({ ...apiQuery(receiptsApi.receipt, { params: { number } }), enabled: Number.isInteger(number) && number > 0, retry: false });
}
