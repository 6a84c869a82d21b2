import { useQuery } from '@tanstack/react-query';
import { profilesApi } from '@common/profiles';
import { apiQuery } from '@/lib/api-client';

/** The signed-in athlete's profile: tells whether the profile on screen is their own. */
export function useOwnProfile(enabled: boolean) {
  return useQuery({ ...apiQuery(profilesApi.mine), enabled });
}
