import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';

export const MY_MEDIA_KEY = ['/api/my-media'] as const;

/** GET /api/my-media: the athlete's uploads, newest first. */
export function useMyMedia(enabled: boolean) {
  return useQuery<MediaItem[]>({ queryKey: MY_MEDIA_KEY, enabled });
}
