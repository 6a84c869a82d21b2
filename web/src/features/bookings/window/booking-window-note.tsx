import { Link } from 'wouter';
import type { BookingWindowState } from '@common/booking-window';
import type { Language } from '@/lib/i18n/language';
import { monthAndDay, weekdayLong } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { joinList } from '@/features/pickup/games/pickup-plan-notice';

/** "Sunday, December 6" / "domingo, 6 de diciembre". */
export const openingDay = (date: string, language: Language) => `${weekdayLong(date, language)}, ${monthAndDay(date, language)}`;

/** The badge of a session open to this member before everyone else. */
export function OpensForYouBadge() {
  const { t } = useT('schedule');
  return <Badge tone="success">{t('window.forYouNow')}</Badge>;
}

/**
 * Under a session not open to everyone yet (decision 056): when it opens for everyone, when it opens
 * for this member when their plan books earlier, and the plans that do when theirs does not.
 */
export function BookingWindowNote({ state, sellers, mayUpgrade }: { state: BookingWindowState; sellers: string[]; mayUpgrade: boolean }) {
  const { t, language } = useT('schedule');
  if (state.open && !state.early) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="booking-window-note">
      {!state.open && state.priority && <span className="font-semibold text-ink-900">{t('window.youOn', { date: openingDay(state.opensOn, language) })} </span>}
      {t('window.everyoneOn', { date: openingDay(state.everyoneOn, language) })}
      {!state.open && mayUpgrade && (
        <>
          {' '}
          {t('window.upgrade', { count: sellers.length, plans: joinList(sellers, language) })}{' '}
          <Link href="/subscription" className="font-semibold text-brand-700 underline underline-offset-2">
            {t('window.seePlans')}
          </Link>
        </>
      )}
    </p>
  );
}
