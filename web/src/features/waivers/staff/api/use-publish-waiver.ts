import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waiversApi, type WaiverVersionInput } from '@common/waivers';
import { callApi } from '@/lib/api-client';

/** Staff: saves the text as a new version; the versions, signatures and everyone's waiver status are read again. */
export function usePublishWaiver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: WaiverVersionInput) => callApi(waiversApi.publish, { body: input }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [waiversApi.versions.path] }),
        qc.invalidateQueries({ queryKey: [waiversApi.signatures.path] }),
        qc.invalidateQueries({ queryKey: [waiversApi.current.path] }),
      ]),
  });
}
