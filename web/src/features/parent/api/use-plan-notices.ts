import { useQuery } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery } from '@/lib/api-client';

/** This month's coach reviews refused at the parent's plan, one per child (issue 29). */
export function usePlanNotices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.planNotices), enabled });
}
