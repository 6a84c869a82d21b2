import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { apiQuery } from '@/lib/api-client';

/**
 * The payment intent for a pack, created when the checkout opens (and again for another saved card,
 * as a session's checkout does). Nothing is kept once the page is left (gcTime 0).
 */
export function usePackIntent(packId: number, paymentMethodId: string | undefined, enabled: boolean) {
  return useQuery({
    ...apiQuery(packsApi.intent, { params: { id: packId }, body: paymentMethodId ? { paymentMethodId } : {} }),
    enabled,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
