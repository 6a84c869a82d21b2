import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { SCHEDULE_PATHS, useRefresh } from '@/lib/staff/refresh';

const messageSchema = z.object({ message: z.string() });

/**
 * POST /api/staff/waitlist/{id}/offer: the session gets one more place, held for that person at
 * once (e-mailed; booked and charged straight away when they chose automatic booking, hence the
 * roster and the reports refresh too; on a refusal as well, as the line changed meanwhile).
 */
export function useOfferPlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => messageSchema.parse(await (await apiRequest('POST', `/api/staff/waitlist/${id}/offer`)).json()),
    onSettled: () => refresh([...SCHEDULE_PATHS, '/api/staff/reports']),
  });
}
