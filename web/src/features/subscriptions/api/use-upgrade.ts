import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { subscriptionsApi, type upgradeResultSchema, type upgradeSchema } from '@common/subscriptions';
import { callApi } from '@/lib/api-client';
import { refreshPlan } from './refresh-plan';

export type UpgradeInput = z.infer<typeof upgradeSchema>;
export type UpgradeResult = z.infer<typeof upgradeResultSchema>;

/**
 * POST /api/subscription/upgrade {planName}: charges the saved card and upgrades, or asks for the
 * card form (requires_payment); sent again with the succeeded paymentIntentId to finish.
 */
export function useUpgrade() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpgradeInput): Promise<UpgradeResult> => callApi(subscriptionsApi.upgrade, { body: input }),
    onSuccess: (result) => {
      if (result.status === 'upgraded') return refreshPlan(qc);
    },
  });
}
