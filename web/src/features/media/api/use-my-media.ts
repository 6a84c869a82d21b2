import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
import { apiQuery, keyOf } from '@/lib/api-client';

export const MY_MEDIA_KEY = keyOf(mediaApi.mine);

/** The signed-in member's uploads with coach feedback, newest first. */
export function useMyMedia(enabled = true) {
  return useQuery({ ...apiQuery(mediaApi.mine), enabled });
}
