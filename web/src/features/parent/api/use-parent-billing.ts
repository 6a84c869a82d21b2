import { useQuery } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery } from '@/lib/api-client';

/** Plan tier and status, period end, and whether Stripe's portal exists. */
export function useParentBilling({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.billing), enabled });
}
