import { useQuery } from '@tanstack/react-query';
import type { PickupGame } from '@common/pickup';

export const PICKUP_GAMES_KEY = ['/api/pickup-games'] as const;

/** GET /api/pickup-games: the upcoming games, soonest first. */
export function usePickupGames() {
  return useQuery<PickupGame[]>({ queryKey: PICKUP_GAMES_KEY });
}
