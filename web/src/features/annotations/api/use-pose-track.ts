import { useQuery } from '@tanstack/react-query';
import type { PoseTrack } from '@common/review';

/** GET /api/ai-feedback/:id/track: every analysed frame's skeleton and measures (404 until analysed). */
export function usePoseTrack(mediaId: number) {
  return useQuery<PoseTrack>({ queryKey: [`/api/ai-feedback/${mediaId}/track`], enabled: mediaId > 0, staleTime: Infinity, retry: false });
}
