import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const portalSchema = z.object({ url: z.string() });

/** POST /api/billing/portal -> {url}: Stripe's customer portal (Stripe only), where the browser goes. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () => portalSchema.parse(await (await apiRequest('POST', '/api/billing/portal')).json()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
