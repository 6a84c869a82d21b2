import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@common/booking';

export const PAYMENT_METHODS_KEY = ['/api/payment-methods'] as const;

/** GET /api/payment-methods: the saved cards (brand, last 4, expiry), the default first. */
export function usePaymentMethods({ enabled }: { enabled: boolean }) {
  return useQuery<PaymentMethod[]>({ queryKey: PAYMENT_METHODS_KEY, enabled });
}
