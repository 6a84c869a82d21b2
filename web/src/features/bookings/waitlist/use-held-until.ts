import { useSiteInfo } from '@/features/site/api/use-site-info';
import { useT } from '@/lib/i18n/i18next';
import { heldUntilParts } from './waitlist';

/** Words for when an offered place stops being held ("3:45 PM" / "las 3:45 p.m."), facility time, for any namespace's sentence. */
export function useHeldUntil() {
  const { t, language } = useT('waitlist');
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  return (iso: string | null) => {
    if (!iso) return '';
    const { time, day } = heldUntilParts(iso, language, new Date(), timeZone);
    return day ? t('until.day', { day, time }) : t('until.today', { time });
  };
}
