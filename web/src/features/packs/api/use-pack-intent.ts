import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { packIntentResultSchema } from '@common/packs';
import { apiRequest } from '@/lib/api';

const intentPath = (packId: number) => `/api/packs/${packId}/payment-intent`;

/**
 * The payment intent for a pack, created when the checkout opens (and again for another saved card,
 * as a session's checkout does). Nothing is kept once the page is left (gcTime 0).
 */
export function usePackIntent(packId: number, paymentMethodId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [intentPath(packId), { paymentMethodId: paymentMethodId ?? null }],
    queryFn: async () => packIntentResultSchema.parse(await (await apiRequest('POST', intentPath(packId), paymentMethodId ? { paymentMethodId } : {})).json()),
    enabled,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
