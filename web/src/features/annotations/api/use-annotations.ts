import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { annotationsApi, type AnnotationInput } from '@common/annotations';
import { apiQuery, callApi } from '@/lib/api-client';

export const annotationsQuery = (mediaId: number) => queryOptions({ ...apiQuery(annotationsApi.list, { params: { mediaId } }), enabled: mediaId > 0 });

/** The clip's drawings and notes in playback order. */
export function useAnnotations(mediaId: number) {
  return useQuery(annotationsQuery(mediaId));
}

/** Adding, changing and deleting a coach's drawings; each refreshes the clip's list. */
export function useAnnotationMutations(mediaId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: annotationsQuery(mediaId).queryKey });
  const create = useMutation({
    mutationFn: async (input: AnnotationInput) => callApi(annotationsApi.create, { params: { mediaId }, body: input }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ id, input }: { id: number; input: AnnotationInput }) => callApi(annotationsApi.update, { params: { id }, body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await callApi(annotationsApi.remove, { params: { id } });
    },
    onSuccess: refresh,
  });
  return { create, update, remove };
}
