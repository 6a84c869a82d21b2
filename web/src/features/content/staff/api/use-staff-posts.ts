import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@common/content';
import { apiQuery } from '@/lib/api-client';

/** The posts as staff edit them: English and Spanish (decision 066). */
export function useStaffPosts() {
  return useQuery(apiQuery(contentApi.staffPosts));
}
