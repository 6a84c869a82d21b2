import { useQuery } from '@tanstack/react-query';
import { reconciliationSchema, type Reconciliation } from '@common/reconciliation';
import { apiRequest } from '@/lib/api';

export const reconciliationPath = '/api/staff/reports/reconciliation';

/** GET /api/staff/reports/reconciliation: every charge matched by what it paid for, or by a refund (decision 019). */
export function useReconciliation() {
  return useQuery<Reconciliation>({
    queryKey: [reconciliationPath],
    queryFn: async () => reconciliationSchema.parse(await (await apiRequest('GET', reconciliationPath)).json()),
  });
}
