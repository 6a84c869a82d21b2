import { useQuery } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { apiQuery } from '@/lib/api-client';

/** Every session pack, retired ones too, with how many were sold. */
export function useStaffPacks() {
  return useQuery(apiQuery(packsApi.staffList));
}
