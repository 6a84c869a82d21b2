import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaApi, type visibilitySchema } from '@common/media';
import type { z } from 'zod';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidatePublicViews } from './invalidate-public-views';

export type MediaUpdate = z.input<typeof visibilitySchema> & { id: number };

/** Public or private, with title, description and tags. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: MediaUpdate) => callApi(mediaApi.visibility, { params: { id }, body }),
    onSuccess: (item) => {
      queryClient.setQueryData(apiQuery(mediaApi.mine).queryKey, (list) => list?.map((m) => (m.id === item.id ? item : m)));
      void invalidatePublicViews(queryClient);
    },
  });
}
