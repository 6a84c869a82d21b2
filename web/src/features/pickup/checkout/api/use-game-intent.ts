import { useQuery } from '@tanstack/react-query';
import { gameIntentSchema } from '@common/pickup';
import { apiRequest } from '@/lib/api';

export const GAME_INTENT_PATH = '/api/pickup-games/create-payment-intent';

/**
 * Part 2: the payment intent is created when the checkout opens, for the game's cost as the server
 * knows it. Nothing is kept once the page is left (gcTime 0): coming back asks the server again.
 */
export function useGameIntent(gameId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [GAME_INTENT_PATH, gameId],
    queryFn: async () => gameIntentSchema.parse(await (await apiRequest('POST', GAME_INTENT_PATH, { gameId })).json()),
    enabled: enabled && gameId !== null,
    gcTime: 0,
  });
}
