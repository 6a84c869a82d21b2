import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@common/booking';

export const PAYMENT_METHODS_KEY = ['/api/payment-methods'] as const;

/** The payer's saved cards, the default first (asked only when enabled, e.g. once signed in). */
export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<PaymentMethod[]>({ queryKey: PAYMENT_METHODS_KEY, enabled });
}
