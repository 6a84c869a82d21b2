import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi, type ReminderPreferences } from '@common/reminders';
import { apiQuery, callApi } from '@/lib/api-client';

export const reminderPreferencesQuery = () => apiQuery(remindersApi.preferences);

export const useReminderPreferences = () => useQuery(reminderPreferencesQuery());

export function useSaveReminderPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderPreferences) => callApi(remindersApi.savePreferences, { body }),
    onSuccess: (answer) => qc.setQueryData(reminderPreferencesQuery().queryKey, answer.preferences),
  });
}
