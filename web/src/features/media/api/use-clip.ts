import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
import { apiQuery } from '@/lib/api-client';

/** The clip with its signed file URL (its owner, coaches and linked parents). */
export function useClip(mediaId: number) {
  return useQuery({ ...apiQuery(mediaApi.get, { params: { id: mediaId } }), enabled: mediaId > 0, staleTime: 5 * 60_000 });
}
