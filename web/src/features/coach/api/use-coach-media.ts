import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@common/media';

export const COACH_MEDIA_KEY = ['/api/coach/media-uploads'] as const;

/** GET /api/coach/media-uploads: every athlete upload, pending first (oldest first among them). */
export function useCoachMedia() {
  return useQuery<MediaItem[]>({ queryKey: COACH_MEDIA_KEY });
}
