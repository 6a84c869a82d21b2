import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { apiQuery } from '@/lib/api-client';

/** GET /api/staff/reports/reconciliation: every charge matched by what it paid for, or by a refund (decision 019). */
export function useReconciliation() {
  return useQuery(apiQuery(paymentsApi.reconciliation));
}
