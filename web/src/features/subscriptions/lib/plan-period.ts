import { UNLIMITED, type CurrentSubscription } from '@common/subscriptions';
import { instantLongDate } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

/** "March 6, 2026" / "6 de marzo de 2026". */
export const formatPlanDate = (iso: string, language: Language) => instantLongDate(iso, language);

/** 'Ends on {date}' once cancelled, 'Paid until {date}' when a pause follows, 'Renews on {date}' otherwise; nothing for Free. */
export function periodLine(
  sub: Pick<CurrentSubscription, 'name' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'> & Partial<Pick<CurrentSubscription, 'pause'>>,
  t: TFunction<'subscription'>,
  language: Language,
): string | null {
  if (sub.name === 'FREE' || !sub.currentPeriodEnd) return null;
  const date = formatPlanDate(sub.currentPeriodEnd, language);
  if (sub.cancelAtPeriodEnd) return t('period.ends', { date });
  return sub.pause ? t('period.paidUntil', { date }) : t('period.renews', { date });
}

/** A paid plan that is not already set to end can be cancelled; so can a paused one (it ends at once). */
export const canCancel = (sub: Pick<CurrentSubscription, 'name' | 'cancelAtPeriodEnd' | 'pause'>) =>
  (sub.name !== 'FREE' && !sub.cancelAtPeriodEnd) || !!sub.pause?.started;

/** A paid plan, renewing as usual and paid up, can be paused (issue 29). */
export const canPause = (sub: Pick<CurrentSubscription, 'name' | 'cancelAtPeriodEnd' | 'pause' | 'status'>) =>
  sub.name !== 'FREE' && !sub.cancelAtPeriodEnd && !sub.pause && sub.status === 'ACTIVE';

/** When a pause of `months` from `from` ends (the same day of the month, as the server counts). */
export function pauseEnd(from: string, months: number): string {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

/** A plan's monthly allowance: the number, or 'Unlimited'. */
export const limitText = (limit: number, t: TFunction<'subscription'>) => (limit === UNLIMITED ? t('limits.unlimited') : String(limit));

/** "2 of 4 used", "3 used · Unlimited". */
export const usageText = ({ used, limit }: { used: number; limit: number }, t: TFunction<'subscription'>) =>
  limit === UNLIMITED ? t('usage.usedUnlimited', { used }) : t('usage.usedOf', { used, limit });

/** How much of the month's allowance is used, 0 to 100; null when unlimited. */
export function usagePercent({ used, limit }: { used: number; limit: number }): number | null {
  if (limit === UNLIMITED) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
