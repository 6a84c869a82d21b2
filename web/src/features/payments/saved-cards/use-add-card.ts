import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { apiQuery, callApi } from '@/lib/api-client';
import type { OfflineCard } from '../provider';

/**
 * Saves a card without a charge, with the offline test provider (Stripe's portal handles this when
 * Stripe is configured): POST /api/create-setup-intent, POST /api/test-provider/confirm with the
 * card, then POST /api/payment-methods with the provider's card id.
 */
export function useAddCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ card, setAsDefault }: { card: OfflineCard; setAsDefault: boolean }) => {
      const { clientSecret } = await callApi(paymentsApi.setupIntent);
      const confirmed = await callApi(paymentsApi.testConfirm, { body: { clientSecret, card } });
      if (!confirmed.paymentMethodId) throw new Error('The card could not be saved. Please try again.');
      return callApi(paymentsApi.saveMethod, { body: { paymentMethodId: confirmed.paymentMethodId, setAsDefault } });
    },
    onSuccess: () => qc.invalidateQueries(apiQuery(paymentsApi.methods)),
  });
}
