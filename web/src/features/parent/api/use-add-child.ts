import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi, type AddChildInput } from '@common/parent';
import { callApi } from '@/lib/api-client';
import { refreshParentData } from './refresh-parent-data';

/** 201 with the child as a linked athlete: a child without e-mail, linked at once (issue 29). */
export function useAddChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddChildInput) => callApi(parentApi.addChild, { body: input }),
    onSuccess: () => refreshParentData(qc),
  });
}
