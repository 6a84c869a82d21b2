import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';
import type { Profile } from '@common/profiles';

/** The profile with its public media only (the server leaves out private uploads and feedback). */
export type PublicProfile = Profile & { media: MediaItem[] };

/**
 * GET /api/profiles/{slug}: answers 404 when the profile is missing or private (to anyone but its
 * owner). Media URLs are signed and expire, so a profile opened again a minute later is refetched.
 */
export function usePublicProfile(slug: string) {
  return useQuery<PublicProfile>({ queryKey: [`/api/profiles/${encodeURIComponent(slug)}`], staleTime: 60_000 });
}
