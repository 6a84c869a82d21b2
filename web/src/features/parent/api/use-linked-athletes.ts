import { useQuery } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery } from '@/lib/api-client';

/** The athletes actively linked to the signed-in parent. */
export function useLinkedAthletes({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.athletes), enabled });
}
