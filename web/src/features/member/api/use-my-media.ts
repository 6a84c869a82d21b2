import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';

/**
 * The member's uploads with coach feedback. Coaches Corner reads a failed load as "no uploads",
 * so the corner still shows the first step rather than an error.
 */
export function useMyMedia() {
  const query = useQuery<MediaItem[]>({ queryKey: ['/api/my-media'] });
  return { media: query.data ?? [], isPending: query.isPending, error: query.error };
}
