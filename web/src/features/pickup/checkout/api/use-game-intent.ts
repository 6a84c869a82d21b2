import { useQuery } from '@tanstack/react-query';
import { pickupApi } from '@common/pickup';
import { apiQuery } from '@/lib/api-client';

/**
 * Part 2: the payment intent is created when the checkout opens, for the game's cost as the server
 * knows it. Nothing is kept once the page is left (gcTime 0): coming back asks the server again.
 */
export function useGameIntent(gameId: number | null, enabled: boolean) {
  return useQuery({
    // Not run without a game (enabled), so the placeholder id is never sent.
    ...apiQuery(pickupApi.intent, { body: { gameId: gameId ?? 0 } }),
    enabled: enabled && gameId !== null,
    gcTime: 0,
  });
}
