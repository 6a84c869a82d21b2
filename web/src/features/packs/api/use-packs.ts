import { useQuery } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { apiQuery } from '@/lib/api-client';

/** The session packs on sale (public). */
export function usePacks() {
  return useQuery(apiQuery(packsApi.list));
}
