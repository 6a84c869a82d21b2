import { format } from 'date-fns';
import type { z } from 'zod';
import type { parentBillingSchema } from '@common/parent';

export type ParentBilling = z.infer<typeof parentBillingSchema>;

/** ACTIVE in the primary style, every other status in the secondary style (part 2). */
export const statusTone = (status: ParentBilling['subscriptionStatus']) => (status === 'ACTIVE' ? 'primary' : 'secondary');

/** FREE has nothing to cancel; the paid plans can be cancelled at the end of the period. */
export const isPaidTier = (tier: ParentBilling['subscriptionTier']) => tier !== 'FREE';

/** "Renews on March 2, 2026", "Ends on March 2, 2026" when set to cancel, or null on Free. */
export function periodLine(b: Pick<ParentBilling, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): string | null {
  if (!b.currentPeriodEnd) return null;
  const day = format(new Date(b.currentPeriodEnd), 'MMMM d, yyyy');
  return b.cancelAtPeriodEnd ? `Ends on ${day}, then your plan moves to Free` : `Renews on ${day}`;
}

