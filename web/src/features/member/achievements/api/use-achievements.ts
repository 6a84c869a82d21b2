import { useQuery } from '@tanstack/react-query';
import type { Achievement } from '@common/member';

/** The eight achievements with progress, computed on the server from the member's sessions and uploads. */
export function useAchievements() {
  return useQuery<Achievement[]>({ queryKey: ['/api/achievements'] });
}
