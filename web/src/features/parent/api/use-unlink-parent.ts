import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

/** The athlete ends a parent's link; the list is updated at once. */
export function useUnlinkParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: number) => callApi(parentApi.unlinkParent, { params: { id: linkId } }),
    onSuccess: (_res, linkId) => {
      const parents = apiQuery(parentApi.myParents);
      queryClient.setQueryData(parents.queryKey, (list) => list?.filter((p) => p.linkId !== linkId));
      void queryClient.invalidateQueries(parents);
    },
  });
}
