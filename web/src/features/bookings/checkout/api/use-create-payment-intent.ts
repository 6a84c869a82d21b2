import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingsApi, type CreatePaymentIntentInput, type PaymentIntentResult } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

/**
 * Holds a spot and creates (or resumes) the payment intent for it as soon as the page knows what
 * is being bought. The server answers the same intent for the same session, athlete and card, so
 * this POST is safe to run as a query: a refresh or a second mount never takes a second spot.
 * Nothing is cached once the page is left (gcTime 0): coming back asks the server again.
 */
export function useCreatePaymentIntent(input: CreatePaymentIntentInput | null) {
  return useQuery({
    // Not run without an input (enabled), so the placeholder body is never sent.
    ...apiQuery(bookingsApi.paymentIntent, { body: input ?? { sessionId: 0 } }),
    enabled: input !== null,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** What a checkout charges, from its intent: the amount and the sibling discount in it (decision 044). */
export interface CheckoutPrice {
  amount: number;
  siblingDiscount: NonNullable<PaymentIntentResult['siblingDiscount']> | null;
}
