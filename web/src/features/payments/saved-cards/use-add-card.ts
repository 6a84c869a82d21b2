import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { paymentMethodSchema, testConfirmResultSchema } from '@common/booking';
import { apiRequest } from '@/lib/api';
import type { OfflineCard } from '../provider';
import { PAYMENT_METHODS_KEY } from '../use-payment-methods';

const setupSchema = z.object({ clientSecret: z.string() });

/**
 * Saves a card without a charge, with the offline test provider (Stripe's portal handles this when
 * Stripe is configured): POST /api/create-setup-intent, POST /api/test-provider/confirm with the
 * card, then POST /api/payment-methods with the provider's card id.
 */
export function useAddCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ card, setAsDefault }: { card: OfflineCard; setAsDefault: boolean }) => {
      const { clientSecret } = setupSchema.parse(await (await apiRequest('POST', '/api/create-setup-intent')).json());
      const confirmed = testConfirmResultSchema.parse(await (await apiRequest('POST', '/api/test-provider/confirm', { clientSecret, card })).json());
      if (!confirmed.paymentMethodId) throw new Error('The card could not be saved. Please try again.');
      const body = { paymentMethodId: confirmed.paymentMethodId, setAsDefault };
      return paymentMethodSchema.parse(await (await apiRequest('POST', '/api/payment-methods', body)).json());
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}
