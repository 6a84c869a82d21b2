import { useQuery } from '@tanstack/react-query';
import { memberApi } from '@common/member';
import { apiQuery } from '@/lib/api-client';

/** Measured figures: sessions this and last month, totals, achievements, uploads and the weekly streak. */
export function useDashboardStats() {
  return useQuery(apiQuery(memberApi.dashboardStats));
}
