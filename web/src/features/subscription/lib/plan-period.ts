import { format } from 'date-fns';
import { limitLabel, UNLIMITED, type CurrentSubscription } from '@common/plans';

/** "March 6, 2026". */
export const formatPlanDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');

/** 'Ends on {date}' once cancelled, 'Renews on {date}' otherwise; nothing for Free. */
export function periodLine(sub: Pick<CurrentSubscription, 'name' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): string | null {
  if (sub.name === 'FREE' || !sub.currentPeriodEnd) return null;
  return `${sub.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'} ${formatPlanDate(sub.currentPeriodEnd)}`;
}

/** A paid plan that is not already set to end can be cancelled. */
export const canCancel = (sub: Pick<CurrentSubscription, 'name' | 'cancelAtPeriodEnd'>) => sub.name !== 'FREE' && !sub.cancelAtPeriodEnd;

/** "2 of 4 used", "3 used of Unlimited". */
export const usageText = ({ used, limit }: { used: number; limit: number }) =>
  limit === UNLIMITED ? `${used} used · ${limitLabel(limit)}` : `${used} of ${limitLabel(limit)} used`;

/** How much of the month's allowance is used, 0 to 100; null when unlimited. */
export function usagePercent({ used, limit }: { used: number; limit: number }): number | null {
  if (limit === UNLIMITED) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
