import { useQuery } from '@tanstack/react-query';
import { analysisApi } from '@common/analysis';
import { apiQuery } from '@/lib/api-client';

/** Every analysed frame's skeleton and measures (404 until analysed). */
export function usePoseTrack(mediaId: number) {
  return useQuery({ ...apiQuery(analysisApi.track, { params: { mediaId } }), enabled: mediaId > 0, staleTime: Infinity, retry: false });
}
