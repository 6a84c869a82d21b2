import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduleApi, type seriesInputSchema } from '@common/schedule';
import { callApi } from '@/lib/api-client';
import { SCHEDULE_PATHS } from '@/features/bookings/staff/api/refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';

export type SeriesInput = z.output<typeof seriesInputSchema>;

/** A weekly series, expanded by the server into its sessions (past dates skipped). */
export function useCreateSeries() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: SeriesInput) => callApi(scheduleApi.createSeries, { body: input }),
    onSuccess: () => refresh(SCHEDULE_PATHS),
  });
}
