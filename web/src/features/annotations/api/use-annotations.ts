import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Annotation, AnnotationInput } from '@common/review';
import { apiRequest } from '@/lib/api';

export const annotationsQuery = (mediaId: number) => queryOptions<Annotation[]>({ queryKey: [`/api/media/${mediaId}/annotations`], enabled: mediaId > 0 });

/** GET /api/media/:id/annotations: the clip's drawings and notes in playback order. */
export function useAnnotations(mediaId: number) {
  return useQuery(annotationsQuery(mediaId));
}

/** POST, PATCH and DELETE of a coach's drawings; each refreshes the clip's list. */
export function useAnnotationMutations(mediaId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: annotationsQuery(mediaId).queryKey });
  const create = useMutation({
    mutationFn: async (input: AnnotationInput) => (await apiRequest('POST', `/api/media/${mediaId}/annotations`, input)).json() as Promise<Annotation>,
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ id, input }: { id: number; input: AnnotationInput }) => (await apiRequest('PATCH', `/api/annotations/${id}`, input)).json() as Promise<Annotation>,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/annotations/${id}`);
    },
    onSuccess: refresh,
  });
  return { create, update, remove };
}
