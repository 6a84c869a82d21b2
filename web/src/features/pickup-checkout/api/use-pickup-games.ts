import { useQuery } from '@tanstack/react-query';
import type { PickupGame } from '@common/pickup';

export const PICKUP_GAMES_KEY = ['/api/pickup-games'] as const;

/** Upcoming pickup games (public), to find the one being paid for or just joined. */
export function usePickupGames() {
  return useQuery<PickupGame[]>({ queryKey: PICKUP_GAMES_KEY });
}
