import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { apiQuery, callApi } from '@/lib/api-client';

/** Gives the credits for the succeeded payment (a second call for the same payment answers the same grant); the credits are read again after. */
export function usePurchasePack() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ packId, paymentIntentId }: { packId: number; paymentIntentId: string }) =>
      callApi(packsApi.purchase, { params: { id: packId }, body: { paymentIntentId } }),
    onSuccess: () => qc.invalidateQueries(apiQuery(packsApi.credits)),
  });
}
