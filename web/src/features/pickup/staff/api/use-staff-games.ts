import { useQuery } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { apiQuery } from '@/lib/api-client';

/** The upcoming games as staff edit them: the English title and place, and the Spanish beside them (decision 066). */
export function useStaffGames() {
  return useQuery(apiQuery(pickupApi.staffList));
}
