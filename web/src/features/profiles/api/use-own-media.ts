import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';

/** GET /api/my-media: the owner's uploads, for the Private tab of their own profile. */
export function useOwnMedia(enabled: boolean) {
  return useQuery<MediaItem[]>({ queryKey: ['/api/my-media'], enabled });
}
