import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { creditGrantSchema } from '@common/packs';
import { apiRequest } from '@/lib/api';
import { CREDITS_KEY } from '@/features/packs/credits/credits';

const purchaseResultSchema = z.object({ message: z.string(), grant: creditGrantSchema });

/**
 * POST /api/packs/{id}/purchase with the succeeded payment: gives the credits (a second call for
 * the same payment answers the same grant). The credits are read again after.
 */
export function usePurchasePack() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ packId, paymentIntentId }: { packId: number; paymentIntentId: string }) =>
      purchaseResultSchema.parse(await (await apiRequest('POST', `/api/packs/${packId}/purchase`, { paymentIntentId })).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: CREDITS_KEY }),
  });
}
