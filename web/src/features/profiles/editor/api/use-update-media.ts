import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaItemSchema, type MediaItem, type visibilitySchema } from '@common/media';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { invalidatePublicViews } from './invalidate-public-views';
import { MY_MEDIA_KEY } from './use-my-media';

export type MediaUpdate = z.input<typeof visibilitySchema> & { id: number };

/** PATCH /api/media/{id}/visibility {isPublic, title, description, tags}. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: MediaUpdate) => {
      const res = await apiRequest('PATCH', `/api/media/${id}/visibility`, body);
      return mediaItemSchema.parse(await res.json());
    },
    onSuccess: (item) => {
      queryClient.setQueryData<MediaItem[]>(MY_MEDIA_KEY, (list) => list?.map((m) => (m.id === item.id ? item : m)));
      void invalidatePublicViews(queryClient);
    },
  });
}
