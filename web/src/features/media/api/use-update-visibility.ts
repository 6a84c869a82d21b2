import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
import { apiQuery, callApi } from '@/lib/api-client';

export interface VisibilityInput {
  id: number;
  isPublic: boolean;
  title?: string | null;
  description?: string | null;
  tags?: string[];
}

/** Make an upload public (with title, description, tags) or private. */
export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: VisibilityInput) => callApi(mediaApi.visibility, { params: { id }, body }),
    onSuccess: (item) => {
      queryClient.setQueryData(apiQuery(mediaApi.mine).queryKey, (list) => list?.map((m) => (m.id === item.id ? item : m)));
    },
  });
}
