import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { LINKED_PARENTS_KEY, type LinkedParent } from './use-linked-parents';

/** DELETE /api/my-parents/{linkId}: the athlete ends a parent's link; the list is updated at once. */
export function useUnlinkParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: number) => messageSchema.parse(await (await apiRequest('DELETE', `/api/my-parents/${linkId}`)).json()),
    onSuccess: (_res, linkId) => {
      queryClient.setQueryData<LinkedParent[]>(LINKED_PARENTS_KEY, (list) => list?.filter((p) => p.linkId !== linkId));
      void queryClient.invalidateQueries({ queryKey: LINKED_PARENTS_KEY });
    },
  });
}
