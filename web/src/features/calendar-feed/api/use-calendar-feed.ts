import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedApi } from '@common/calendar-feed';
import { apiQuery, callApi } from '@/lib/api-client';

export const calendarFeedQuery = () => apiQuery(calendarFeedApi.get);

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

/** Makes the address (a new one stops the old one); the answer holds it, shown once. */
export function useCreateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarFeedApi.create),
    onSuccess: (answer) => qc.setQueryData(calendarFeedQuery().queryKey, { active: true, createdAt: answer.createdAt }),
  });
}

export function useStopCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarFeedApi.stop),
    onSuccess: () => qc.setQueryData(calendarFeedQuery().queryKey, { active: false, createdAt: null }),
  });
}
