import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaItemSchema, type MediaItem } from '@common/media';
import { apiRequest } from '@/lib/api';
import { MY_MEDIA_KEY } from './use-my-media';

export interface VisibilityInput {
  id: number;
  isPublic: boolean;
  title?: string | null;
  description?: string | null;
  tags?: string[];
}

/** PATCH /api/media/{id}/visibility: make an upload public (with title, description, tags) or private. */
export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: VisibilityInput) => {
      const res = await apiRequest('PATCH', `/api/media/${id}/visibility`, body);
      return mediaItemSchema.parse(await res.json());
    },
    onSuccess: (item) => {
      queryClient.setQueryData<MediaItem[]>(MY_MEDIA_KEY, (list) => list?.map((m) => (m.id === item.id ? item : m)));
    },
  });
}
