import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduleApi, type sessionUpdateSchema } from '@common/schedule';
import { callApi } from '@/lib/api-client';
import { SCHEDULE_PATHS } from '@/features/bookings/staff/api/refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

export type SessionUpdate = z.output<typeof sessionUpdateSchema>;

/**
 * This session ('one') or it and the rest of its series ('following'). A capacity under the spots
 * already booked is refused with 409 and the reason.
 */
export function useUpdateSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: SessionUpdate & { id: number }) => callApi(scheduleApi.updateSession, { params: { id }, body }),
    onSuccess: () => refresh(SCHEDULE_PATHS),
  });
}
