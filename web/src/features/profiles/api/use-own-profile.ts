import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@common/profiles';

/** GET /api/my-profile, for a signed-in athlete: tells whether the profile on screen is their own. */
export function useOwnProfile(enabled: boolean) {
  return useQuery<Profile | null>({ queryKey: ['/api/my-profile'], enabled });
}
