import { useQuery } from '@tanstack/react-query';
import { waiversApi } from '@common/waivers';
import { apiQuery } from '@/lib/api-client';

/** Staff: every waiver version, newest first. */
export function useWaiverVersions() {
  return useQuery(apiQuery(waiversApi.versions));
}
