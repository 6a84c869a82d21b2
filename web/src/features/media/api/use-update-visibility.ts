import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { mediaApi, type visibilitySchema } from '@common/media';
import { profilesApi } from '@common/profiles';
import { apiQuery, callApi } from '@/lib/api-client';

export type VisibilityInput = z.input<typeof visibilitySchema> & { id: number };

/** The public profile pages (`/api/profiles/:slug`, any slug) and the directory show public uploads. */
const PUBLIC_PATHS = [profilesApi.public.path.split(':')[0]!, profilesApi.directory.path];

/**
 * Make an upload public (with title, description, tags) or private: the member's list is updated in
 * place, and the public profiles and the directory are read again (their uploads and counts changed).
 */
export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: VisibilityInput) => callApi(mediaApi.visibility, { params: { id }, body }),
    onSuccess: (item) => {
      queryClient.setQueryData(apiQuery(mediaApi.mine).queryKey, (list) => list?.map((m) => (m.id === item.id ? item : m)));
      void queryClient.invalidateQueries({ predicate: (q) => PUBLIC_PATHS.some((path) => String(q.queryKey[0]).startsWith(path)) });
    },
  });
}
