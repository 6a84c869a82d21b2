import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
import { apiQuery } from '@/lib/api-client';

/** The athlete's uploads, newest first. */
export function useMyMedia(enabled: boolean) {
  return useQuery({ ...apiQuery(mediaApi.mine), enabled });
}
