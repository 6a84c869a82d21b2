import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from '@common/reminders';
import { apiQuery, callApi } from '@/lib/api-client';

/** What a reminder link is about and where it stands (no sign-in needed). A link that is not ours answers 404: no retry. */
export const reminderLinkQuery = (token: string) => apiQuery(remindersApi.link, { params: { token } });

export function useReminderLink(token: string) {
  return useQuery({ ...reminderLinkQuery(token), retry: false, staleTime: Infinity });
}

/** "I'll be there" or "Can't make it" (confirmed): the answer is the link's new state, kept as the link's data. */
export function useAnswerReminder(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'confirm' | 'cancel') => callApi(answer === 'confirm' ? remindersApi.confirm : remindersApi.cancel, { params: { token } }),
    onSuccess: (data) => qc.setQueryData(reminderLinkQuery(token).queryKey, data),
  });
}
