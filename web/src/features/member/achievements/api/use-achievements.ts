import { useQuery } from '@tanstack/react-query';
import { memberApi } from '@common/member';
import { apiQuery } from '@/lib/api-client';

/** The eight achievements with progress, computed on the server from the member's sessions and uploads. */
export function useAchievements() {
  return useQuery(apiQuery(memberApi.achievements));
}
