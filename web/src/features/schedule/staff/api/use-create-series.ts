import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seriesInputSchema } from '@common/staff';
import { apiRequest } from '@/lib/api';
import { SCHEDULE_PATHS, useRefresh } from '@/lib/staff/refresh';
import { createdSchema } from './use-create-session';

export type SeriesInput = z.output<typeof seriesInputSchema>;

/** POST /api/staff/series: a weekly series, expanded by the server into its sessions (past dates skipped). */
export function useCreateSeries() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: SeriesInput) => createdSchema.parse(await (await apiRequest('POST', '/api/staff/series', input)).json()),
    onSuccess: () => refresh(SCHEDULE_PATHS),
  });
}
