import type { z } from 'zod';
import type { parentBillingSchema } from '@common/parent';
import { instantLongDate } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

export type ParentBilling = z.infer<typeof parentBillingSchema>;

/** ACTIVE in the primary style, every other status in the secondary style (part 2). */
export const statusTone = (status: ParentBilling['subscriptionStatus']) => (status === 'ACTIVE' ? 'primary' : 'secondary');

/** FREE has nothing to cancel; the paid plans can be cancelled at the end of the period. */
export const isPaidTier = (tier: ParentBilling['subscriptionTier']) => tier !== 'FREE';

/** "Renews on March 2, 2026", "Ends on March 2, 2026" when set to cancel, or null on Free. */
export function periodLine(b: Pick<ParentBilling, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, t: TFunction<'parent'>, language: Language): string | null {
  if (!b.currentPeriodEnd) return null;
  const date = instantLongDate(b.currentPeriodEnd, language);
  return b.cancelAtPeriodEnd ? t('billing.ends', { date }) : t('billing.renews', { date });
}
