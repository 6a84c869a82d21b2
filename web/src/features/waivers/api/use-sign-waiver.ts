import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waiversApi, type SignWaiverInput } from '@common/waivers';
import { callApi } from '@/lib/api-client';

/** Signs the latest version for the athlete (a parent's linked athlete with `athleteId`); every waiver status is read again. */
export function useSignWaiver(athleteId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignWaiverInput) => callApi(waiversApi.sign, { query: athleteId === undefined ? {} : { athleteId }, body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [waiversApi.current.path], refetchType: 'all' }),
  });
}
