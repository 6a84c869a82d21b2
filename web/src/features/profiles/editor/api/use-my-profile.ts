import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@common/profiles';

export const MY_PROFILE_KEY = ['/api/my-profile'] as const;

/** GET /api/my-profile: the athlete's own profile, or null before the first save. */
export function useMyProfile(enabled: boolean) {
  return useQuery<Profile | null>({ queryKey: MY_PROFILE_KEY, enabled });
}
