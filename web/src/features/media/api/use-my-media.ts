import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';

export const MY_MEDIA_KEY = ['/api/my-media'] as const;

/** GET /api/my-media: the signed-in member's uploads with coach feedback, newest first. */
export function useMyMedia(enabled = true) {
  return useQuery<MediaItem[]>({ queryKey: MY_MEDIA_KEY, enabled });
}
