import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
import { apiQuery } from '@/lib/api-client';

/**
 * The member's uploads with coach feedback. Coaches Corner reads a failed load as "no uploads",
 * so the corner still shows the first step rather than an error.
 */
export function useMyMedia() {
  const query = useQuery(apiQuery(mediaApi.mine));
  return { media: query.data ?? [], isPending: query.isPending, error: query.error };
}
