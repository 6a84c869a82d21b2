import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import { callApi } from '@/lib/api-client';

/** POST /api/billing/portal -> {url}: Stripe's customer portal (Stripe only), where the browser goes. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () => callApi(paymentsApi.billingPortal),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
