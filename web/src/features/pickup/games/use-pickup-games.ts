import { useQuery } from '@tanstack/react-query';
import type { PickupGame } from '@common/pickup';

export const PICKUP_GAMES_KEY = ['/api/pickup-games'] as const;

/** Upcoming pickup games, soonest first, each saying whether the signed-in athlete has joined (public). */
export function usePickupGames() {
  return useQuery<PickupGame[]>({ queryKey: PICKUP_GAMES_KEY });
}
