import { useQuery } from '@tanstack/react-query';
import { profilesApi } from '@common/profiles';
import { apiQuery } from '@/lib/api-client';

/** The athlete's own profile, or null before the first save. */
export function useMyProfile(enabled: boolean) {
  return useQuery({ ...apiQuery(profilesApi.mine), enabled });
}
