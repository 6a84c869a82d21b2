import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@common/content';
import { apiQuery } from '@/lib/api-client';

/** Every post, newest first (the dashboard's tips and the staff's news list). */
export function useContentFeed() {
  return useQuery(apiQuery(contentApi.feed));
}
