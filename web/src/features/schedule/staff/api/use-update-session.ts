import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { sessionUpdateSchema } from '@common/staff';
import { apiRequest } from '@/lib/api';
import { SCHEDULE_PATHS, useRefresh } from '@/lib/staff/refresh';

export type SessionUpdate = z.output<typeof sessionUpdateSchema>;
const updatedSchema = z.object({ updated: z.number().int() });

/**
 * PATCH /api/staff/sessions/{id}: this session ('one') or it and the rest of its series
 * ('following'). A capacity under the spots already booked is refused with 409 and the reason.
 */
export function useUpdateSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: SessionUpdate & { id: number }) => updatedSchema.parse(await (await apiRequest('PATCH', `/api/staff/sessions/${id}`, body)).json()),
    onSuccess: () => refresh(SCHEDULE_PATHS),
  });
}
