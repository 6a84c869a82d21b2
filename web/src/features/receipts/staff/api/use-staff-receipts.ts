import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { receiptsApi } from '@common/receipts';
import { apiQuery } from '@/lib/api-client';

/** Staff: receipts by number, payer e-mail or name, newest first; the page shown stays while the next loads. */
export function useStaffReceipts(q: string, page: number) {
  return useQuery({ ...apiQuery(receiptsApi.staffSearch, { query: { q: q || undefined, page } }), placeholderData: keepPreviousData });
}
