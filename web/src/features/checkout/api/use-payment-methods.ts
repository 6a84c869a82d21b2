import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@common/booking';

export const PAYMENT_METHODS_KEY = ['/api/payment-methods'] as const;

/** The payer's saved cards, the default first. */
export function usePaymentMethods() {
  return useQuery<PaymentMethod[]>({ queryKey: PAYMENT_METHODS_KEY });
}
