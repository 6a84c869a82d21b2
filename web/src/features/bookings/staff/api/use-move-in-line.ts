import { useMutation } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { WAITLIST_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

/** POST /api/staff/waitlist/{id}/move: someone waiting to another place in line (1 = first). */
export function useMoveInLine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, position }: { id: number; position: number }) => callApi(bookingsApi.moveInLine, { params: { id }, body: { position } }),
    // Refreshed on a refusal too: a 409 means the line changed meanwhile.
    onSettled: () => refresh(WAITLIST_PATHS),
  });
}
