import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { useRefresh, WAITLIST_PATHS } from '@/lib/staff/refresh';

const messageSchema = z.object({ message: z.string() });

/** POST /api/staff/waitlist/{id}/move: someone waiting to another place in line (1 = first). */
export function useMoveInLine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, position }: { id: number; position: number }) =>
      messageSchema.parse(await (await apiRequest('POST', `/api/staff/waitlist/${id}/move`, { position })).json()),
    // Refreshed on a refusal too: a 409 means the line changed meanwhile.
    onSettled: () => refresh(WAITLIST_PATHS),
  });
}
