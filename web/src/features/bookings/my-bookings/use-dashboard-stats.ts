import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@common/member';

export const DASHBOARD_STATS_KEY = ['/api/dashboard-stats'] as const;

/** Measured figures: sessions this and last month, totals, achievements, uploads and the weekly streak. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY });
}
