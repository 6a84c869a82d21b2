import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptsApi } from '@common/receipts';
import { apiQuery, callApi } from '@/lib/api-client';

/** Staff: e-mails a receipt to its payer again; every page of the search and the receipt are read again (their e-mailed date). */
export function useResendReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (number: number) => callApi(receiptsApi.staffResend, { params: { number } }),
    onSuccess: (_answer, number) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [receiptsApi.staffSearch.path] }),
        qc.invalidateQueries(apiQuery(receiptsApi.receipt, { params: { number } })),
      ]),
  });
}
