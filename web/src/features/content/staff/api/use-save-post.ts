import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { contentApi, type postInputSchema } from '@common/content';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

export type PostInput = z.output<typeof postInputSchema>;

/** A new post (no id) or every field of one; the feed, home news and tips refresh. */
export function useSavePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: PostInput & { id: number | null }) =>
      id ? callApi(contentApi.updatePost, { params: { id }, body }) : callApi(contentApi.createPost, { body }),
    onSuccess: () => refresh([contentApi.feed.path, contentApi.staffPosts.path]),
  });
}
