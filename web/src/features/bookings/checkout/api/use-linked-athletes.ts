import { useQuery } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery } from '@/lib/api-client';

/** A parent's linked athletes, the people a parent can book for. */
export function useLinkedAthletes(enabled: boolean) {
  return useQuery({ ...apiQuery(parentApi.athletes), enabled });
}
