import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
import { apiQuery } from '@/lib/api-client';

/** The owner's uploads, for the Private tab of their own profile. */
export function useOwnMedia(enabled: boolean) {
  return useQuery({ ...apiQuery(mediaApi.mine), enabled });
}
