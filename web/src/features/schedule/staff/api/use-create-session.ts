import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduleApi, type sessionInputSchema } from '@common/schedule';
import { callApi } from '@/lib/api-client';
import { SCHEDULE_PATHS } from '@/features/bookings/staff/api/refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

export type SessionInput = z.output<typeof sessionInputSchema>;

/** One session; the schedule, catalogues and dashboards refresh. */
export function useCreateSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: SessionInput) => callApi(scheduleApi.createSession, { body: input }),
    onSuccess: () => refresh(SCHEDULE_PATHS),
  });
}
