import { useQuery } from '@tanstack/react-query';
import { profilesApi } from '@common/profiles';
import { apiQuery } from '@/lib/api-client';

/**
 * The profile with its public media only; 404 when the profile is missing or private (to anyone
 * but its owner). Media URLs are signed and expire, so a profile opened again a minute later is refetched.
 */
export function usePublicProfile(slug: string) {
  return useQuery({ ...apiQuery(profilesApi.public, { params: { slug } }), staleTime: 60_000 });
}
