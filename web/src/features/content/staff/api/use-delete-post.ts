import { useMutation } from '@tanstack/react-query';
import { contentApi } from '@common/content';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** Deletes a post; the feed, home news and tips refresh. */
export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => callApi(contentApi.deletePost, { params: { id } }),
    onSuccess: () => refresh([contentApi.feed.path, contentApi.staffPosts.path]),
  });
}
