import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { postInputSchema } from '@common/staff';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';

export type PostInput = z.output<typeof postInputSchema>;
const savedSchema = z.object({ id: z.number().int() });

/** POST /api/staff/posts (new) or PUT /api/staff/posts/{id}: the feed, home news and tips refresh. */
export function useSavePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...input }: PostInput & { id: number | null }) =>
      savedSchema.parse(await (await apiRequest(id ? 'PUT' : 'POST', id ? `/api/staff/posts/${id}` : '/api/staff/posts', input)).json()),
    onSuccess: () => refresh(['/api/content-feed']),
  });
}
