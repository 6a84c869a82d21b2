import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from '@common/reminders';
import { apiQuery, callApi } from '@/lib/api-client';

/** The offsets staff set and the monthly report (staff only). */
export const staffRemindersQuery = () => apiQuery(remindersApi.staff);

export const useStaffReminders = () => useQuery(staffRemindersQuery());

export function useSaveReminderOffsets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ offsets, pushOffsets }: { offsets: number[]; pushOffsets?: number[] }) =>
      callApi(remindersApi.saveOffsets, { body: { offsets, pushOffsets } }),
    onSuccess: () => qc.invalidateQueries(staffRemindersQuery()),
  });
}
