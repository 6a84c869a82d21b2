import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { sessionInputSchema } from '@common/staff';
import { apiRequest } from '@/lib/api';
import { SCHEDULE_PATHS, useRefresh } from '@/lib/staff/refresh';

export type SessionInput = z.output<typeof sessionInputSchema>;
export const createdSchema = z.object({ id: z.number().int(), created: z.number().int() });

/** POST /api/staff/sessions: one session; the schedule, catalogues and dashboards refresh. */
export function useCreateSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: SessionInput) => createdSchema.parse(await (await apiRequest('POST', '/api/staff/sessions', input)).json()),
    onSuccess: () => refresh(SCHEDULE_PATHS),
  });
}
