import type { QueryClient } from '@tanstack/react-query';
import { USER_KEY } from '@/lib/use-user';
import { CURRENT_SUBSCRIPTION_KEY } from './use-current-subscription';

/** After the plan changed: the current plan and the user (whose subscriptionTier changed). */
export const refreshPlan = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION_KEY }), qc.invalidateQueries({ queryKey: USER_KEY })]);
