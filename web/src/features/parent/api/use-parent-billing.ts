import { useQuery } from '@tanstack/react-query';
import type { ParentBilling } from '../lib/billing';

export const PARENT_BILLING_KEY = ['/api/parent/billing'] as const;

/** GET /api/parent/billing: plan tier and status, period end, and whether Stripe's portal exists. */
export function useParentBilling({ enabled }: { enabled: boolean }) {
  return useQuery<ParentBilling>({ queryKey: PARENT_BILLING_KEY, enabled });
}
