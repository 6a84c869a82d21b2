import { useQuery } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { apiQuery } from '@/lib/api-client';

/** Upcoming pickup games, soonest first, each saying whether the signed-in athlete has joined (public). */
export function usePickupGames() {
  return useQuery(apiQuery(pickupApi.list));
}
