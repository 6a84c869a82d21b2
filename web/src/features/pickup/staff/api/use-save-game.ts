import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';
import type { GameInput } from '../lib/game-form';

const savedSchema = z.object({ id: z.number().int() });

/** POST /api/staff/games (new) or PUT /api/staff/games/{id}; cost in cents. Open play refreshes. */
export function useSaveGame() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...input }: GameInput & { id: number | null }) =>
      savedSchema.parse(await (await apiRequest(id ? 'PUT' : 'POST', id ? `/api/staff/games/${id}` : '/api/staff/games', input)).json()),
    onSuccess: () => refresh(['/api/pickup-games']),
  });
}
