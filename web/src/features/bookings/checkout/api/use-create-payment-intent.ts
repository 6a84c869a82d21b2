import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentIntentResultSchema, type CreatePaymentIntentInput, type PaymentIntentResult } from '@common/booking';
import { apiRequest } from '@/lib/api';

export const PAYMENT_INTENT_KEY = '/api/create-payment-intent';

/**
 * Holds a spot and creates (or resumes) the payment intent for it as soon as the page knows what
 * is being bought. The server answers the same intent for the same session, athlete and card, so
 * this POST is safe to run as a query: a refresh or a second mount never takes a second spot.
 * Nothing is cached once the page is left (gcTime 0): coming back asks the server again.
 */
export function useCreatePaymentIntent(input: CreatePaymentIntentInput | null) {
  return useQuery<PaymentIntentResult>({
    queryKey: [PAYMENT_INTENT_KEY, input],
    queryFn: async () => paymentIntentResultSchema.parse(await (await apiRequest('POST', PAYMENT_INTENT_KEY, input)).json()),
    enabled: input !== null,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
