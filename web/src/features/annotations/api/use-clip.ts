import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';

/** GET /api/media/:id: the clip with its signed file URL (its owner, coaches and linked parents). */
export function useClip(mediaId: number) {
  return useQuery<MediaItem>({ queryKey: [`/api/media/${mediaId}`], enabled: mediaId > 0, staleTime: 5 * 60_000 });
}
