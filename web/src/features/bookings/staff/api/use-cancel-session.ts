import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { SCHEDULE_PATHS, useRefresh } from '@/lib/staff/refresh';

const cancelledSchema = z.object({ message: z.string(), refunded: z.number().int() });

/** POST /api/staff/sessions/{id}/cancel: every booking is refunded in full and its payer e-mailed. */
export function useCancelSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => cancelledSchema.parse(await (await apiRequest('POST', `/api/staff/sessions/${id}/cancel`)).json()),
    onSuccess: () => refresh([...SCHEDULE_PATHS, '/api/staff/reports']),
  });
}
